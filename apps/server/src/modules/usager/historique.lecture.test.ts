import { describe, expect, it } from 'vitest';
import type { PosteRow } from './fiche-aim.lecture';
import { lireMouvements } from './historique.lecture';

const postes = new Map<string, PosteRow>([
  ['HYGIENE', { posteAimId: 'HYGIENE', libelle: 'Hygiène', periodicite: 'MENSUELLE', icone: 'soap' }],
  ['EPARGNE', { posteAimId: 'EPARGNE', libelle: 'Épargne', periodicite: 'MENSUELLE', icone: 'savings' }],
]);

describe("the history's movements, as the statement writes them", () => {
  it('reads each line, its empty fields as null, its item from the items', () => {
    const texte = '1362,CREANCE,2026-10-01,12.00,46182,,HYGIENE;7,VERSEMENT,2026-09-30,-25.50,,90210,EPARGNE';
    expect(lireMouvements(texte, postes)).toEqual([
      {
        posteAimId: 'HYGIENE',
        libelle: 'Hygiène',
        periodicite: 'MENSUELLE',
        icone: 'soap',
        mouvementId: 1362,
        type: 'CREANCE',
        dateApplication: '2026-10-01',
        montant: '12.00',
        ficheAimId: 46182,
        versementId: null,
      },
      {
        posteAimId: 'EPARGNE',
        libelle: 'Épargne',
        periodicite: 'MENSUELLE',
        icone: 'savings',
        mouvementId: 7,
        type: 'VERSEMENT',
        dateApplication: '2026-09-30',
        montant: '-25.50',
        ficheAimId: null,
        versementId: 90210,
      },
    ]);
  });

  it('reads no movement from no text', () => {
    expect(lireMouvements(null, postes)).toEqual([]);
  });
});
