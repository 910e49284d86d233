import { cheminDetailDemande, dateFr, TITRES_DEMANDE } from '@roulement/contract';
import type { Mail } from '../lib/mailer';
import type { ValidationARelancer } from './relance-validations.lecture';

/**
 * One e-mail per validator listing their pending requests (a request appears once even when the
 * validator may give two of its validations).
 */
export function mailsDeRelance(lignes: readonly ValidationARelancer[], appUrl: string): Mail[] {
  const parValidateur = new Map<number, ValidationARelancer[]>();
  for (const l of lignes) {
    const liste = parValidateur.get(l.utilisateurId) ?? [];
    if (!liste.some((x) => x.demandeId === l.demandeId)) liste.push(l);
    parValidateur.set(l.utilisateurId, liste);
  }
  const base = appUrl.replace(/\/+$/, '');
  return [...parValidateur.values()].map((demandes) => {
    const [premiere] = demandes as [ValidationARelancer];
    const lignesTexte = demandes.map(
      (d) =>
        `- ${TITRES_DEMANDE[d.type]} de ${d.nomEmploye}, déposée le ${dateFr(d.dateDemande)} : ${base}${cheminDetailDemande(d.type, d.demandeId)}`,
    );
    const intro =
      demandes.length === 1
        ? 'Une demande attend votre validation :'
        : `${demandes.length} demandes attendent votre validation :`;
    return {
      to: premiere.email,
      subject: 'Roulement — demandes en attente de votre validation',
      text: `Bonjour ${premiere.prenom},\n\n${intro}\n\n${lignesTexte.join('\n')}\n\nCe rappel est envoyé une fois par jour tant qu'elles restent en attente.\n`,
    };
  });
}
