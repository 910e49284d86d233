import { describe, expect, it } from 'vitest';
import { jourCourt, libelleCreneau, titreSemaine } from './libelles';

describe('planning labels', () => {
  it('names a week, a day and a slot', () => {
    expect(titreSemaine({ semaine: 2, dateDebut: '2026-01-05', dateFin: '2026-01-11' })).toBe(
      'Semaine 2 — du lun. 05/01 au dim. 11/01/2026',
    );
    expect(jourCourt('2026-11-22', 6)).toBe('dim. 22/11');
    expect(libelleCreneau({ type: 'CreneauHeuresSupplementaires' })).toBe('Heures supplémentaires');
    expect(libelleCreneau({ type: 'CreneauDeFormation', labelFormation: 'Secourisme' })).toBe('Formation : Secourisme');
  });
});
