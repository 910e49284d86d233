import { dateFr, formatHeureMinute } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { notifier } from '../notification/notification.service';
import type { CreneauDOffreRow, OffreLue } from './offre.lecture';

/** The mailer and the application's address, given by the routes. */
export interface Courrier {
  mailer: Mailer;
  appUrl: string;
}

const cheminOffre = (offreId: number) => `/offres/${offreId}`;

const ligneCreneau = (c: CreneauDOffreRow) =>
  `- ${dateFr(c.date)}, ${formatHeureMinute(c.heureDebut)}–${formatHeureMinute(c.heureFin)}, ${c.service}`;

/**
 * Issue 27: each candidate is told by e-mail (the outbox) and by a push on the devices that chose
 * it, in the offer's transaction: both exist if and only if the offer does (decision 040).
 */
export async function annoncerOffre(tx: DbOrTx, courrier: Courrier, { offre, creneaux, destinataires }: OffreLue) {
  const lien = `${courrier.appUrl}${cheminOffre(offre.offreId)}`;
  const texte =
    `Bonjour,\n\n${offre.envoyeurPrenom} ${offre.envoyeurNom} vous propose de remplacer :\n` +
    `${creneaux.map(ligneCreneau).join('\n')}\n\n` +
    (offre.message ? `« ${offre.message} »\n\n` : '') +
    `Le premier qui accepte prend ${creneaux.length > 1 ? 'les créneaux' : 'le créneau'}. ` +
    `Pour répondre : ${lien}\n`;
  for (const d of destinataires) {
    await courrier.mailer.send(tx, {
      to: d.email,
      subject: `Offre de remplacement — ${offre.etablissement}`,
      text: texte,
    });
  }
  await notifier(tx, { utilisateurIds: destinataires.map((d) => d.utilisateurId) }, 'OFFRE_REMPLACEMENT', {
    titre: 'Une offre de remplacement vous est proposée',
    lien: cheminOffre(offre.offreId),
  });
}

/** To the sender, when an acceptance waits for their confirmation. */
export async function annoncerAConfirmer(tx: DbOrTx, courrier: Courrier, lue: OffreLue, qui: string, email: string) {
  await courrier.mailer.send(tx, {
    to: email,
    subject: `Remplacement à confirmer — ${qui}`,
    text:
      `Bonjour,\n\n${qui} a accepté votre offre de remplacement :\n${lue.creneaux.map(ligneCreneau).join('\n')}\n\n` +
      `Pour confirmer : ${courrier.appUrl}${cheminOffre(lue.offre.offreId)}\n`,
  });
}
