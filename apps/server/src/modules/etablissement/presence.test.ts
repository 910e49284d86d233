import type { TypeCreneau } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { type CongesLu, type CreneauDuJour, ficheDuJour } from './presence';

const CP = { congesTypeId: 1, label: 'Congés payés', shortLabel: 'CP', couleur: '#4CAF50' };
const MALADIE = { congesTypeId: 4, label: 'Maladie', shortLabel: 'MAL', couleur: '#F44336' };
const DEMI = { congesTypeId: 7, label: 'Demi-journée / absence autorisée', shortLabel: 'DJ', couleur: '#9C27B0' };

const h = (heure: number) => heure * 60;
const creneau = (debut: number, fin: number, type: TypeCreneau = 'CreneauDeTravail'): CreneauDuJour => ({
  employeId: 1,
  nomComplet: 'Alice Martin',
  type,
  heureDebut: h(debut),
  heureFin: h(fin),
});
const conges = (type: CongesLu['type'], demiJournee = 0): CongesLu => ({
  employeId: 1,
  nomComplet: 'Alice Martin',
  demiJournee,
  type,
});

type Attendu = 'present' | 'absent' | 'absent de la liste';
const cas: [string, CreneauDuJour[], CongesLu[], Attendu, number | null][] = [
  ['a work slot, no leave', [creneau(7, 14)], [], 'present', null],
  ['extra hours only', [creneau(18, 20, 'CreneauHeuresSupplementaires')], [], 'present', null],
  ['a replacement slot', [creneau(14, 21, 'CreneauDeRemplacement')], [], 'present', null],
  ['a training slot', [creneau(9, 17, 'CreneauDeFormation')], [], 'present', null],
  ['a recovery slot only (not presence)', [creneau(9, 12, 'CreneauDeRecuperation')], [], 'absent de la liste', null],
  ['no slot, no leave', [], [], 'absent de la liste', null],
  ['a slot and a full-day leave', [creneau(7, 14)], [conges(CP)], 'absent', 0],
  ['a full-day leave without a slot', [], [conges(CP)], 'absent', 0],
  ['morning leave, slot in the morning only', [creneau(7, 12)], [conges(DEMI, 1)], 'absent', 1],
  ['morning leave, slot over noon', [creneau(9, 17)], [conges(DEMI, 1)], 'present', 1],
  ['morning leave, slot in the afternoon', [creneau(14, 21)], [conges(DEMI, 1)], 'present', 1],
  ['afternoon leave, slot in the morning', [creneau(7, 12)], [conges(DEMI, 2)], 'present', 2],
  ['afternoon leave, slot in the afternoon only', [creneau(13, 21)], [conges(DEMI, 2)], 'absent', 2],
  [
    'morning and afternoon leave, a slot each half',
    [creneau(7, 11), creneau(14, 18)],
    [conges(DEMI, 1), conges(DEMI, 2)],
    'absent',
    0,
  ],
  ['afternoon leave, slot ending at noon', [creneau(8, 12)], [conges(DEMI, 2)], 'present', 2],
];

describe('ficheDuJour (décision 049)', () => {
  it.each(cas)('%s', (_, creneaux, sesConges, attendu, demiJournee) => {
    const fiche = ficheDuJour(creneaux, sesConges);
    const present = fiche.employesPresents.find((p) => p.employeId === 1);
    const absent = fiche.employesEnConges.find((p) => p.employeId === 1);
    expect(present ? 'present' : absent ? 'absent' : 'absent de la liste').toBe(attendu);
    if (present) expect(present.conges?.demiJournee ?? null).toBe(demiJournee);
    if (absent) expect(absent.demiJournee).toBe(demiJournee);
  });

  it('names an absence by its full-day leave first, then the smallest type id', () => {
    const fiche = ficheDuJour([], [conges(DEMI, 1), conges(MALADIE), conges(CP)]);
    expect(fiche.employesEnConges).toEqual([
      { employeId: 1, nomComplet: 'Alice Martin', type: CP, demiJournee: 0, demiJourneeLabel: null },
    ]);
  });

  it('labels a half-day absence and the half day of someone present', () => {
    const absent = ficheDuJour([creneau(7, 11)], [conges(DEMI, 1)]).employesEnConges[0];
    expect(absent?.demiJourneeLabel).toBe('Matin');
    const present = ficheDuJour([creneau(7, 11)], [conges(DEMI, 2)]).employesPresents[0];
    expect(present?.conges).toEqual({ type: DEMI, demiJournee: 2, demiJourneeLabel: 'Après-midi' });
  });

  it('lists each person once, sorted by name in French order', () => {
    const autre = (employeId: number, nomComplet: string) => ({ ...creneau(7, 14), employeId, nomComplet });
    const fiche = ficheDuJour(
      [autre(3, 'Zoé Roux'), autre(2, 'Élodie Blanc'), autre(2, 'Élodie Blanc'), autre(4, 'Emma Petit')],
      [],
    );
    expect(fiche.employesPresents.map((p) => p.nomComplet)).toEqual(['Élodie Blanc', 'Emma Petit', 'Zoé Roux']);
    expect(fiche.employesEnConges).toEqual([]);
  });
});
