import { moyenneAnnuelleJours } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import {
  choisirNombreDeSemaines,
  type Du,
  genererModele,
  joursSensiblesParSemaine,
  repartir,
  sensiblesParEmploye,
  sequencer,
} from './rotation';

const dus = (...jours: number[]): Du[] => jours.map((j, i) => ({ employeId: i + 1, jours: j }));
const compter = (ids: number[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<number, number>());

describe('choisirNombreDeSemaines', () => {
  it.each([
    ['deux parts égales', dus(50, 50), 2],
    ['trois parts égales', dus(30, 30, 30), 3],
    ['une part double', dus(100, 50), 3],
    ['un seul cadre', dus(40), 1],
    ['1 pour 3', dus(10, 30), 4],
  ])('%s → %i semaines', (_, d, attendu) => expect(choisirNombreDeSemaines(d)).toBe(attendu));

  it('ne dépasse jamais 52 semaines', () => {
    expect(choisirNombreDeSemaines(dus(7, 11, 13, 17, 19))).toBeLessThanOrEqual(52);
  });
});

describe('repartir', () => {
  it.each([
    [dus(50, 50), 4, [2, 2]],
    [dus(100, 50), 3, [2, 1]],
    [dus(10, 20, 30), 6, [1, 2, 3]],
    [dus(1, 1, 1), 2, [1, 1, 0]],
  ])('%j sur %i semaines → %j', (d, n, attendu) => expect(repartir(d, n)).toEqual(attendu));
});

describe('parts sur un an', () => {
  it.each([[dus(50, 50, 50)], [dus(100, 60, 40)], [dus(7, 11, 13, 17, 19)], [dus(120, 90, 90, 30, 30)]])(
    '%j : chacun à une semaine au plus de sa part',
    (d) => {
      const modele = genererModele(d, '2025-01-06');
      const total = d.reduce((s, x) => s + x.jours, 0);
      const tenues = compter(modele.map((s) => s.employeId));
      for (const x of d) {
        const moyenne = moyenneAnnuelleJours(tenues.get(x.employeId) ?? 0, modele.length);
        // One week of the year is 7 days: the average stays within a week of the scaled due.
        expect(Math.abs(moyenne - (x.jours / total) * 365.25)).toBeLessThanOrEqual(7 + 1e-9);
      }
    },
  );
});

describe('sequencer', () => {
  it('répartit régulièrement : jamais deux fois de suite quand la part est sous la moitié', () => {
    const d = dus(30, 20, 10);
    const sequence = sequencer(d, [3, 2, 1]);
    expect(sequence).toHaveLength(6);
    for (let i = 0; i < sequence.length; i++) {
      const suivant = sequence[(i + 1) % sequence.length];
      expect(sequence[i] === suivant && sequence[i] !== 1).toBe(false);
    }
  });

  it.each([
    [
      [1, 1, 1],
      [1, 2, 3],
    ],
    [
      [2, 1],
      [1, 2, 1],
    ],
    [
      [2, 2],
      [1, 2, 1, 2],
    ],
  ])('%j → %j', (tours, attendu) => expect(sequencer(dus(...tours.map(() => 1)), tours)).toEqual(attendu));
});

describe('week-ends et jours fériés', () => {
  it("compte 2 jours de week-end par semaine et les fériés en semaine d'une année", () => {
    const poids = joursSensiblesParSemaine('2025-01-06');
    expect(poids).toHaveLength(52);
    // 6 January 2025 to 4 January 2026: 104 weekend days and 10 holidays on weekdays.
    expect(poids.reduce((s, p) => s + p, 0)).toBe(104 + 10);
    expect(poids[15]).toBe(3); // week of Easter Monday 21 April
  });

  it('équilibre entre personnes aux parts égales : chacun à 1,5 jour au plus de sa part', () => {
    const d = dus(50, 50, 50, 50);
    const modele = genererModele(d, '2025-01-06');
    const poids = joursSensiblesParSemaine('2025-01-06');
    const parEmploye = sensiblesParEmploye(
      modele.map((s) => s.employeId),
      poids,
      0,
    );
    for (const v of parEmploye.values()) expect(Math.abs(v - 114 / 4)).toBeLessThanOrEqual(1.5);
  });

  it("n'est jamais pire que le cycle non décalé", () => {
    for (const d of [dus(50, 50, 50), dus(100, 50), dus(30, 30, 30, 30, 30)]) {
      const debut = '2026-03-02';
      const poids = joursSensiblesParSemaine(debut);
      const total = poids.reduce((s, p) => s + p, 0);
      const modele = genererModele(d, debut).map((s) => s.employeId);
      const ecartDe = (decalage: number, sequence: number[]) => {
        const m = sensiblesParEmploye(sequence, poids, decalage);
        const tenues = compter(sequence);
        return d.reduce(
          (s, x) =>
            s + Math.abs((m.get(x.employeId) ?? 0) - (total * (tenues.get(x.employeId) ?? 0)) / sequence.length),
          0,
        );
      };
      for (let k = 0; k < modele.length; k++) expect(ecartDe(0, modele)).toBeLessThanOrEqual(ecartDe(k, modele) + 1e-9);
    }
  });
});

describe('genererModele', () => {
  it('ignore les employés qui ne doivent rien et numérote les semaines à partir de 1', () => {
    const modele = genererModele([...dus(40, 40), { employeId: 9, jours: 0 }], '2025-01-06');
    expect(modele.map((s) => s.ordre)).toEqual([1, 2]);
    expect(modele.some((s) => s.employeId === 9)).toBe(false);
  });

  it('rend un modèle vide sans jours dus', () => {
    expect(genererModele(dus(0, 0), '2025-01-06')).toEqual([]);
  });
});
