import { describe, expect, it } from 'vitest';
import {
  DEBUT_AVANT_FIN,
  erreurModificationCreneau,
  HORAIRES_INCHANGES,
  HS_DEBUT_TROP_TARD,
  HS_FIN_TROP_TOT,
  impactSoldeRecuperation,
  partiesHors,
  RECUP_DEBUT_TROP_TOT,
  RECUP_FIN_TROP_TARD,
} from './creneau.rules';

const h = (heureDebut: number, heureFin: number) => ({ heureDebut, heureFin });
const original = h(420, 840);

describe('shift edit bounds (spec §5)', () => {
  it.each([
    { action: 'DEPLACER', nouveau: h(480, 900), erreur: null },
    { action: 'DEPLACER', nouveau: h(900, 900), erreur: DEBUT_AVANT_FIN },
    { action: 'DEPLACER', nouveau: h(420, 840), erreur: HORAIRES_INCHANGES },
    { action: 'RECUPERATION', nouveau: h(480, 840), erreur: null },
    { action: 'RECUPERATION', nouveau: h(420, 780), erreur: null },
    { action: 'RECUPERATION', nouveau: h(405, 780), erreur: RECUP_DEBUT_TROP_TOT },
    { action: 'RECUPERATION', nouveau: h(480, 855), erreur: RECUP_FIN_TROP_TARD },
    { action: 'HEURES_SUPPLEMENTAIRES', nouveau: h(360, 840), erreur: null },
    { action: 'HEURES_SUPPLEMENTAIRES', nouveau: h(420, 900), erreur: null },
    { action: 'HEURES_SUPPLEMENTAIRES', nouveau: h(435, 900), erreur: HS_DEBUT_TROP_TARD },
    { action: 'HEURES_SUPPLEMENTAIRES', nouveau: h(360, 825), erreur: HS_FIN_TROP_TOT },
  ] as const)('$action to $nouveau.heureDebut–$nouveau.heureFin: $erreur', ({ action, nouveau, erreur }) => {
    expect(erreurModificationCreneau(original, nouveau, action)?.message ?? null).toBe(erreur);
  });

  it('previews the effect on the recovery balance', () => {
    expect(impactSoldeRecuperation(original, h(420, 900))).toEqual({ heures: 1, couleur: 'vert' });
    expect(impactSoldeRecuperation(original, h(460, 840))).toEqual({ heures: -0.67, couleur: 'rouge' });
    expect(impactSoldeRecuperation(original, h(480, 900))).toEqual({ heures: 0, couleur: 'neutre' });
  });

  it('finds the parts added or removed', () => {
    expect(partiesHors(h(360, 900), original)).toEqual([h(360, 420), h(840, 900)]);
    expect(partiesHors(original, h(480, 840))).toEqual([h(420, 480)]);
    expect(partiesHors(original, original)).toEqual([]);
  });
});
