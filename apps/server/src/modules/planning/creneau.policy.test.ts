import type { TypeCreneau } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { abilitiesOf, estARemplacer } from './creneau.policy';

const gerant = { gerer: true, administrateur: false, proprietaire: false };
const administrateur = { gerer: true, administrateur: true, proprietaire: false };
const proprietaire = { gerer: false, administrateur: false, proprietaire: true };
const collegue = { gerer: false, administrateur: false, proprietaire: false };
const c = (type: TypeCreneau, indisponible = false, remplace = false) => ({ type, indisponible, remplace });
const vrais = (a: Record<string, boolean>) => Object.keys(a).filter((k) => a[k]);

describe('slot menu by role (spec §6)', () => {
  it('gives a manager every action on an editable work slot, leave included', () => {
    const actions = [
      'remplacer',
      'deplacer',
      'ajouterHeuresSupplementaires',
      'ajouterRecuperation',
      'retirerDuTempsDeTravail',
      'creerConges',
    ];
    expect(vrais(abilitiesOf(c('CreneauDeTravail'), gerant))).toEqual(actions);
    expect(vrais(abilitiesOf(c('CreneauDeTravail'), administrateur))).toEqual(actions);
    expect(vrais(abilitiesOf(c('CreneauDeTravail', true), administrateur))).not.toContain('creerConges');
  });

  it('lets a head or an administrator request their own leave, not pose it (issue 11 §9)', () => {
    const demandes = ['demanderConges', 'demanderHeuresSupplementaires', 'demanderRecuperation'];
    const surSoi = (d: typeof gerant) => vrais(abilitiesOf(c('CreneauDeTravail'), { ...d, proprietaire: true }));
    expect(surSoi(gerant)).not.toContain('creerConges');
    expect(surSoi(gerant)).toEqual(expect.arrayContaining(demandes));
    expect(surSoi(administrateur)).not.toContain('creerConges');
    expect(surSoi(administrateur)).toEqual(expect.arrayContaining(demandes));
  });

  it('only lets a manager replace or mark the slot of an unavailable member', () => {
    expect(vrais(abilitiesOf(c('CreneauDeTravail', true), gerant))).toEqual(['remplacer', 'basculerNePasRemplacer']);
    expect(vrais(abilitiesOf(c('CreneauDeTravail', true, true), gerant))).toEqual([
      'remplacer',
      'basculerNePasRemplacer',
      'annulerRemplacement',
    ]);
  });

  it.each([
    ['CreneauDeRemplacement', ['annulerRemplacement']],
    ['CreneauHeuresSupplementaires', ['remplacer', 'retirerDuTempsDeTravail']],
    ['CreneauDeRecuperation', ['restaurerDuTempsDeTravail']],
    ['CreneauDeFormation', ['annulerFormation']],
  ] as const)('cancels a %s', (type, attendu) => {
    expect(vrais(abilitiesOf(c(type), gerant))).toEqual(attendu);
  });

  it('lets the owner request, and a colleague nothing', () => {
    expect(vrais(abilitiesOf(c('CreneauDeTravail'), proprietaire))).toEqual([
      'demanderConges',
      'demanderHeuresSupplementaires',
      'demanderRecuperation',
    ]);
    expect(vrais(abilitiesOf(c('CreneauDeTravail', true), proprietaire))).toEqual([]);
    expect(vrais(abilitiesOf(c('CreneauDeTravail'), collegue))).toEqual([]);
  });
});

describe('à remplacer (spec §4)', () => {
  it.each([
    { type: 'CreneauDeTravail', indisponible: true, nePasRemplacer: false, remplace: false, attendu: true },
    { type: 'CreneauDeTravail', indisponible: false, nePasRemplacer: false, remplace: false, attendu: false },
    { type: 'CreneauDeTravail', indisponible: true, nePasRemplacer: true, remplace: false, attendu: false },
    { type: 'CreneauDeTravail', indisponible: true, nePasRemplacer: false, remplace: true, attendu: false },
    { type: 'CreneauDeFormation', indisponible: true, nePasRemplacer: false, remplace: false, attendu: false },
  ] as const)('$type, unavailable $indisponible, not to replace $nePasRemplacer, replaced $remplace: $attendu', (x) => {
    expect(estARemplacer(x)).toBe(x.attendu);
  });
});
