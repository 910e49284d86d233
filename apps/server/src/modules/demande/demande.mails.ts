import { DEMANDE_STATUT_LABELS, type DemandeStatutId, TITRES_DEMANDE, type TypeDemande } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/**
 * The e-mails of requests, written to the outbox in the transaction of the change they tell about.
 * The mailer and the application's address are given once when the module is registered:
 * `enregistrerDemande` is called by other use cases with a transaction only (decision 038).
 */
let courrier: { mailer: Mailer; appUrl: string } | undefined;

export function configurerCourrier(mailer: Mailer, appUrl: string): void {
  courrier = { mailer, appUrl: appUrl.replace(/\/+$/, '') };
}

const CHEMINS: Record<TypeDemande, string> = {
  Congés: 'conges',
  'Heures complémentaires': 'heures-supp',
  Récupération: 'recuperation',
  'Fiches AIM': 'ficheAIM',
};

export interface DemandeAnnoncee {
  demandeId: number;
  type: TypeDemande;
  nomEmploye: string;
  dateDebut: string;
  dateFin: string;
}

const dateFr = (d: string) => d.split('-').reverse().join('/');
const periode = (d: DemandeAnnoncee) =>
  d.dateDebut === d.dateFin ? `le ${dateFr(d.dateDebut)}` : `du ${dateFr(d.dateDebut)} au ${dateFr(d.dateFin)}`;

function lien(d: DemandeAnnoncee): string {
  if (!courrier) throw new Error('Courrier des demandes non configuré (demandeModule)');
  return `${courrier.appUrl}/demande/${d.demandeId}/${CHEMINS[d.type]}`;
}

async function envoyer(tx: DbOrTx, destinataires: readonly string[], subject: string, text: string): Promise<void> {
  if (!courrier) throw new Error('Courrier des demandes non configuré (demandeModule)');
  for (const to of new Set(destinataires)) await courrier.mailer.send(tx, { to, subject, text });
}

/** To the holders of the validations that are now to give. */
export function mailerAValider(tx: DbOrTx, d: DemandeAnnoncee, destinataires: readonly string[]) {
  const titre = TITRES_DEMANDE[d.type];
  return envoyer(
    tx,
    destinataires,
    `${titre} de ${d.nomEmploye} à valider`,
    `Bonjour,\n\n${titre} de ${d.nomEmploye} (${periode(d)}) attend votre validation.\n\n` +
      `Pour l'accepter ou la refuser : ${lien(d)}\n`,
  );
}

/** To the creator and the target employee, when the request is decided. */
export function mailerDecision(
  tx: DbOrTx,
  d: DemandeAnnoncee,
  statutId: DemandeStatutId,
  destinataires: readonly string[],
) {
  const titre = TITRES_DEMANDE[d.type];
  const statut = DEMANDE_STATUT_LABELS[statutId].toLowerCase();
  return envoyer(
    tx,
    destinataires,
    `${titre} ${statut}`,
    `Bonjour,\n\n${titre} de ${d.nomEmploye} (${periode(d)}) a été ${statut}.\n\nLe détail : ${lien(d)}\n`,
  );
}
