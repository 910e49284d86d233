import { ajouterJours } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { datesDemo } from './demo-dates';
import { congesDeLAnnee, joursLibresEnAttente, semainesEnAttente } from './large-conges-annee';

const d = datesDemo('2026-11-28');
const employes = Array.from({ length: 2000 }, (_, i) => 1000 + i);
const conges = congesDeLAnnee(employes, d);
const absentsLe = (jour: string, type?: number) =>
  new Set(
    conges
      .filter((c) => c.dateDebut <= jour && jour <= c.dateFin && (type === undefined || c.congesTypeId === type))
      .map((c) => c.employeId),
  ).size;
const mois = (decalage: number) => d.premierDuMois(decalage).slice(0, 7);

describe('the large set’s year of leave (issue 24)', () => {
  it('loads every month of the year around today, this one included, with sickness in each', () => {
    for (let m = -6; m <= 6; m++) {
      const duMois = conges.filter((c) => c.dateDebut.slice(0, 7) <= mois(m) && mois(m) <= c.dateFin.slice(0, 7));
      expect(duMois.length, mois(m)).toBeGreaterThan(300);
      expect(duMois.some((c) => c.congesTypeId === 4)).toBe(true);
    }
  });

  it('keeps about 5 % of the staff on sick leave on any day', () => {
    for (let j = 20; j < 360; j += 20) {
      const part = absentsLe(ajouterJours(d.premierDuMois(-6), j), 4) / employes.length;
      expect(part).toBeGreaterThan(0.025);
      expect(part).toBeLessThan(0.08);
    }
  });

  it('puts paid leave mostly in summer and around the winter holidays', () => {
    const ete = absentsLe('2026-07-28', 1);
    expect(ete).toBeGreaterThan(absentsLe('2026-11-18', 1) * 3);
    expect(absentsLe('2026-12-24', 1) + absentsLe('2026-12-31', 1)).toBeGreaterThan(employes.length * 0.4);
    expect(conges.filter((c) => c.congesTypeId === 2).length).toBeGreaterThan(employes.length * 3);
  });

  it('leaves no overlap but sickness, and every leave asked for before today', () => {
    const parEmploye = new Map<number, typeof conges>();
    for (const c of conges.filter((x) => x.congesTypeId !== 4))
      parEmploye.set(c.employeId, [...(parEmploye.get(c.employeId) ?? []), c]);
    for (const liste of parEmploye.values()) {
      const triee = liste.toSorted((a, b) => a.dateDebut.localeCompare(b.dateDebut));
      for (let i = 1; i < triee.length; i++) expect(triee[i]!.dateDebut > triee[i - 1]!.dateFin).toBe(true);
    }
    expect(conges.every((c) => c.dateDemande <= d.aujourdhui)).toBe(true);
  });

  it('spreads pending requests over the months ahead, on days free of the employee’s leave', () => {
    const semaines = semainesEnAttente(d);
    expect(new Set(semaines.map((s) => d.lundi(s).slice(0, 7))).size).toBeGreaterThanOrEqual(10);
    for (const e of employes.slice(0, 300)) {
      const occupes = conges.filter((c) => c.employeId === e).map((c) => ({ ...c }));
      for (let k = 0; k < 5; k++) {
        const p = joursLibresEnAttente(d, semaines, e + k, occupes);
        expect(occupes.some((o) => o.dateDebut <= p.dateFin && p.dateDebut <= o.dateFin)).toBe(false);
        expect(p.dateDebut > d.aujourdhui).toBe(true);
        occupes.push({ ...p, employeId: e, congesTypeId: 1, demiJournee: 0, dateDemande: d.aujourdhui });
      }
    }
  });
});
