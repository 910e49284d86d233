import type { UsagerResume } from '@roulement/contract';

const normaliser = (s: string) => s.toLocaleLowerCase('fr-FR').replace(/\s+/g, ' ').trim();

/** Spec §2 resident list: last name plus first name, case-insensitively; 'A venir' as a filter value. */
export function filtrerUsagers(usagers: UsagerResume[], recherche: string, aVenir: boolean): UsagerResume[] {
  const cherche = normaliser(recherche);
  return usagers.filter(
    (u) =>
      (!aVenir || u.status === 'A venir') && normaliser(`${u.etatCivil.nom} ${u.etatCivil.prenom}`).includes(cherche),
  );
}
