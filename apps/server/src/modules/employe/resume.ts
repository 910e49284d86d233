import { type EmployeResume, statutEmploye, trierContrats } from '@roulement/contract';
import type { ResumeRow } from './employe.lecture';

interface PeriodeContrat {
  dateDebut: string;
  dateFin: string | null;
  metier: string;
}

/** A list item: identity, status from the contracts, job of the current contract. */
export function toResume(
  row: Omit<ResumeRow, 'contrats'>,
  contrats: readonly PeriodeContrat[],
  aujourdhui: string,
): EmployeResume {
  const nomComplet = `${row.prenom} ${row.nom}`;
  return {
    employeId: row.employeId,
    utilisateur: {
      utilisateurId: row.utilisateurId,
      genre: row.genre,
      nom: row.nom,
      prenom: row.prenom,
      email: row.email,
      nomComplet,
      hasAvatar: row.hasAvatar,
    },
    nomComplet,
    emailPro: row.emailPro,
    ...statutEmploye(contrats, aujourdhui),
    metier: trierContrats(contrats, aujourdhui)[0]?.metier ?? null,
  };
}
