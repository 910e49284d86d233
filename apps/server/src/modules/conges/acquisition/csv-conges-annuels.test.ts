import { describe, expect, it } from 'vitest';
import { celluleCsv, csvCongesAnnuels } from './csv-conges-annuels';

describe('celluleCsv', () => {
  it.each([
    ['Dupont', 'Dupont'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+33 6', "'+33 6"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a;b', '"a;b"'],
    ['ligne\nsuivante', '"ligne\nsuivante"'],
  ])('%j → %j', (valeur, attendu) => {
    expect(celluleCsv(valeur)).toBe(attendu);
  });
});

describe('csvCongesAnnuels', () => {
  it('writes a BOM, a header and one ;-separated row per employee with decimal commas', () => {
    const csv = csvCongesAnnuels([
      {
        employeId: 1,
        nom: '=Dupont',
        prenom: 'Élise',
        etablissement: 'Foyer',
        nbJours: 1.33,
        regleCongesId: 1,
        regleDateDebut: '2000-01-01',
        dejaCredite: false,
      },
    ]);
    expect(csv).toBe(
      "\uFEFFÉtablissement;Nom;Prénom;Jours crédités;Règles du;Déjà crédité\r\nFoyer;'=Dupont;Élise;1,33;01/01/2000;non\r\n",
    );
  });
});
