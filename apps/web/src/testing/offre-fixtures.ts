import type { Offre } from '@roulement/contract';

/** An open offer of one slot, as its candidate sees it. */
export const offreFixture = (overrides: Partial<Offre> = {}): Offre => ({
  offreId: 5,
  etablissementId: 14,
  etablissement: 'Les Cèdres',
  statut: 'EN_COURS',
  envoyeur: 'Claire Chef',
  envoyeeLe: '2026-11-29T08:00:00.000Z',
  expireLe: '2026-12-01T06:00:00.000Z',
  message: null,
  confirmationRequise: false,
  creneaux: [
    {
      creneauId: 7,
      serviceId: 3,
      service: 'Foyer',
      date: '2026-12-01',
      heureDebut: 420,
      heureFin: 840,
      absent: 'Ana Lopez',
    },
  ],
  destinataires: [{ employeId: 9, nomComplet: 'Paul Martin', reponse: null, vueLe: null, repondueLe: null }],
  pourvuePar: null,
  maReponse: null,
  abilities: { gerer: false, repondre: true, confirmer: false, retirer: false },
  ...overrides,
});
