import { describe, expect, it } from 'vitest';
import { infosModele } from './modele-infos';

const cr = (membreId: number, ordreSemaine: number, jourId: number, heureDebut: number, heureFin: number) => ({
  id: 0,
  membreId,
  ordreSemaine,
  jourId,
  heureDebut,
  heureFin,
});
const rp = (membreId: number, ordreSemaine: number, jourId: number, demiJour = false) => ({
  id: 0,
  membreId,
  ordreSemaine,
  jourId,
  demiJour,
});

describe('template figures and warnings', () => {
  it('averages the weekly minutes and flags weeks over 48 h or with fewer than two rest days', () => {
    const creneaux = [
      // Week 1: 5 × 7 h; week 2: 5 × 10 h = 50 h.
      ...[1, 2, 3, 4, 5].map((j) => cr(1, 1, j, 420, 840)),
      ...[1, 2, 3, 4, 5].map((j) => cr(1, 2, j, 420, 1020)),
    ];
    const repos = [rp(1, 1, 6), rp(1, 1, 7), rp(1, 2, 6), rp(1, 2, 7, true)];
    expect(infosModele(2, creneaux, repos)).toEqual([
      { membreId: 1, type: 'MINUTES_MOYENNES_PAR_SEMAINE', valeur: (2100 + 3000) / 2 },
      { membreId: 1, type: 'SEMAINE_AU_DELA_DE_48H', valeur: 2, minutes: 3000 },
      { membreId: 1, type: 'MOINS_DE_DEUX_REPOS', valeur: 2 },
    ]);
  });

  it('flags 44 h weeks, long days and short rest, the rotation’s last day followed by its first', () => {
    const creneaux = [
      // Monday 07:00–12:00 after Sunday 14:00–23:00 of the previous (last) week: 8 h of rest.
      cr(1, 1, 1, 420, 720),
      // Tuesday 07:00–18:00: 11 h.
      cr(1, 1, 2, 420, 1080),
      ...[3, 4, 5].map((j) => cr(1, 1, j, 420, 1080)),
      cr(1, 1, 7, 840, 1380),
    ];
    const infos = infosModele(1, creneaux, [rp(1, 1, 6), rp(1, 1, 7, true), rp(1, 1, 1, true)]);
    expect(infos.filter((i) => i.type !== 'MINUTES_MOYENNES_PAR_SEMAINE')).toEqual([
      { membreId: 1, type: 'SEMAINE_AU_DELA_DE_48H', valeur: 1, minutes: 300 + 4 * 660 + 540 },
      { membreId: 1, type: 'REPOS_QUOTIDIEN', valeur: 1, jourId: 1, minutes: 480 },
      { membreId: 1, type: 'JOURNEE_LONGUE', valeur: 1, jourId: 2, minutes: 660 },
      { membreId: 1, type: 'JOURNEE_LONGUE', valeur: 1, jourId: 3, minutes: 660 },
      { membreId: 1, type: 'JOURNEE_LONGUE', valeur: 1, jourId: 4, minutes: 660 },
      { membreId: 1, type: 'JOURNEE_LONGUE', valeur: 1, jourId: 5, minutes: 660 },
    ]);
  });

  it('looks only at members with slots', () => {
    expect(infosModele(1, [], [rp(3, 1, 1)])).toEqual([]);
  });
});
