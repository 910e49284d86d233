import { describe, expect, it } from 'vitest';
import { CHEVAUCHEMENT, erreurCreneauModele, erreurReposModele, JOUR_NON_LIBRE } from './repos';

const cr = (id: number, jourId: number, heureDebut: number, heureFin: number, membreId = 1, ordreSemaine = 1) => ({
  id,
  membreId,
  ordreSemaine,
  jourId,
  heureDebut,
  heureFin,
});
const rp = (id: number, jourId: number, demiJour: boolean, membreId = 1, ordreSemaine = 1) => ({
  id,
  membreId,
  ordreSemaine,
  jourId,
  demiJour,
});

describe('template slots against the daily maxima (spec §9, decision 021)', () => {
  const creneaux = [cr(1, 1, 420, 840), cr(2, 2, 420, 720)];

  it.each([
    { cas: 'a free day', candidat: cr(0, 3, 420, 1140), repos: [], erreur: null },
    { cas: 'up to 720 minutes', candidat: cr(0, 1, 840, 1140), repos: [], erreur: null },
    { cas: 'beyond 720 minutes', candidat: cr(0, 1, 840, 1155), repos: [], erreur: '12 h de travail par jour au plus' },
    { cas: 'an overlap', candidat: cr(0, 1, 780, 900), repos: [], erreur: CHEVAUCHEMENT },
    { cas: 'touching is not overlapping', candidat: cr(0, 1, 840, 900), repos: [], erreur: null },
    { cas: 'another member', candidat: cr(0, 1, 420, 840, 2), repos: [], erreur: null },
    { cas: 'another template week', candidat: cr(0, 1, 420, 840, 1, 2), repos: [], erreur: null },
    { cas: 'a full rest day', candidat: cr(0, 4, 420, 480), repos: [rp(9, 4, false)], erreur: 'repos complet' },
    { cas: 'a half rest day, short', candidat: cr(0, 4, 420, 630), repos: [rp(9, 4, true)], erreur: null },
    { cas: 'a half rest day, long', candidat: cr(0, 4, 420, 645), repos: [rp(9, 4, true)], erreur: 'demi-journée' },
    { cas: 'resizing itself', candidat: cr(1, 1, 420, 1140), repos: [], erreur: null },
  ])('$cas', ({ candidat, repos, erreur }) => {
    const r = erreurCreneauModele(creneaux, repos, candidat);
    if (erreur === null) expect(r).toBeNull();
    else expect(r).toContain(erreur);
  });
});

describe('template rest days on free days (spec §4)', () => {
  const creneaux = [cr(1, 1, 420, 840), cr(2, 2, 420, 600)];
  const repos = [rp(5, 3, false)];

  it.each([
    { cas: 'full rest on an empty day', candidat: rp(0, 4, false), erreur: null },
    { cas: 'full rest on a worked day', candidat: rp(0, 2, false), erreur: 'repos complet' },
    { cas: 'half rest on a short day', candidat: rp(0, 2, true), erreur: null },
    { cas: 'half rest on a long day', candidat: rp(0, 1, true), erreur: 'demi-journée' },
    { cas: 'a day that has a rest day', candidat: rp(0, 3, true), erreur: JOUR_NON_LIBRE },
    { cas: 'switching its own day to half', candidat: rp(5, 3, true), erreur: null },
    { cas: 'another member the same day', candidat: rp(0, 3, false, 2), erreur: null },
  ])('$cas', ({ candidat, erreur }) => {
    const r = erreurReposModele(creneaux, repos, candidat);
    if (erreur === null) expect(r).toBeNull();
    else expect(r).toContain(erreur);
  });
});
