import { describe, expect, it } from 'vitest';
import { infosModele } from '../../modules/planning/modele-infos';
import { erreurCreneauModele, erreurReposModele } from '../../modules/planning/repos';
import { partsDeRotation, ROTATION } from './demo-planning';

describe('demo rotation', () => {
  const parts = partsDeRotation([1, 2, 3, 4, 5]);
  const creneaux = parts.creneaux.map((c, i) => ({ ...c, id: i + 1 }));
  const repos = parts.repos.map((r, i) => ({ ...r, id: i + 1 }));

  it('keeps to the template rules it would be refused for (daily maxima, overlaps, free rest days)', () => {
    for (const c of creneaux) expect(erreurCreneauModele(creneaux, repos, c)).toBeNull();
    for (const r of repos) expect(erreurReposModele(creneaux, repos, r)).toBeNull();
    expect(creneaux.every((c) => c.jourId >= 1 && c.jourId <= 7)).toBe(true);
  });

  it('raises no planning alert: two rest days a week, under 44 hours, 11 hours of daily rest', () => {
    const alertes = infosModele(4, creneaux, repos).filter((i) => i.type !== 'MINUTES_MOYENNES_PAR_SEMAINE');
    expect(alertes).toEqual([]);
  });

  it('staffs every day of the week, weekends included, with a morning and an evening', () => {
    // Four members start at each of the four weeks: a day is covered if one week works it.
    const quatre = partsDeRotation([1, 2, 3, 4]).creneaux.filter((c) => c.ordreSemaine === 1);
    for (let jourId = 1; jourId <= 7; jourId++) {
      const debuts = quatre.filter((c) => c.jourId === jourId).map((c) => c.heureDebut);
      expect(debuts, `jour ${jourId}`).toEqual(expect.arrayContaining([420, 840]));
    }
    expect(ROTATION).toHaveLength(4);
  });
});
