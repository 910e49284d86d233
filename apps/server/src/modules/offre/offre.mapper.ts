import type { Offre } from '@roulement/contract';
import type { Actor } from '../../lib/actor';
import type { OffreLue } from './offre.lecture';
import { destinataireDe, gereOffre } from './offre.policy';
import { statutLe } from './offre.workflow';

const nom = (p: { prenom: string; nom: string }) => `${p.prenom} ${p.nom}`;

/** The contract's offer as this actor sees it: a candidate sees their own line only. */
export function versOffre(actor: Actor, lue: OffreLue, maintenant: Date): Offre {
  const { offre, creneaux, destinataires } = lue;
  const statut = statutLe(offre, maintenant);
  const gere = gereOffre(actor, lue);
  const moi = destinataireDe(actor, lue);
  const visibles = gere ? destinataires : destinataires.filter((d) => d === moi);
  const gagnant = destinataires.find((d) => d.reponse === 'ACCEPTEE');
  return {
    offreId: offre.offreId,
    etablissementId: offre.etablissementId,
    etablissement: offre.etablissement,
    statut,
    envoyeur: `${offre.envoyeurPrenom} ${offre.envoyeurNom}`,
    envoyeeLe: offre.envoyeeLe.toISOString(),
    expireLe: offre.expireLe.toISOString(),
    message: offre.message,
    confirmationRequise: offre.confirmationRequise,
    creneaux: creneaux.map((c) => ({
      creneauId: c.creneauId,
      serviceId: c.serviceId,
      service: c.service,
      date: c.date,
      heureDebut: c.heureDebut,
      heureFin: c.heureFin,
      absent: `${c.absentPrenom} ${c.absentNom}`,
    })),
    destinataires: visibles.map((d) => ({
      employeId: d.employeId,
      nomComplet: nom(d),
      reponse: d.reponse,
      vueLe: d.vueLe?.toISOString() ?? null,
      repondueLe: d.repondueLe?.toISOString() ?? null,
    })),
    pourvuePar: gagnant && (gere || gagnant === moi) ? nom(gagnant) : null,
    maReponse: moi?.reponse ?? null,
    abilities: {
      gerer: gere,
      repondre: moi !== undefined && statut === 'EN_COURS',
      confirmer: gere && statut === 'A_CONFIRMER',
      retirer: gere && (statut === 'EN_COURS' || statut === 'A_CONFIRMER'),
    },
  };
}
