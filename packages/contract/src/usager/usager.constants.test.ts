import { describe, expect, it } from 'vitest';
import { enCentimes, enEuros } from './montant';
import {
  ANIMATION_ETAPE_MS,
  AUCUN_ACCUEIL,
  HAUTEUR_TABLE_FORMULAIRE_PX,
  MOYEN_DE_PAIEMENT_PAR_DEFAUT,
  PREFIXES_AJUSTEMENT,
  RECHERCHE_DEBOUNCE_MS,
  SELECTIONNEZ_UN_POSTE,
  SNACKBAR_DUREE_MS,
  STATUT_FICHE_AIM_AFFICHAGE,
} from './usager.constants';

/** The spec's words and figures (spec 3 §4, §5, §9), as the screens must show them. */
describe('resident module constants', () => {
  it('labels and colours the sheet statuses as §4 does', () => {
    expect(STATUT_FICHE_AIM_AFFICHAGE).toEqual({
      EN_PREPARATION: { label: 'En préparation', couleur: 'warning' },
      EN_ATTENTE_DE_VALIDATION: { label: 'En attente de validation', couleur: 'info' },
      VALIDEE: { label: 'Validée', couleur: 'success' },
    });
  });

  it('keeps the texts and figures of §5 and §9', () => {
    expect(SELECTIONNEZ_UN_POSTE).toBe('Selectionez un poste');
    expect(AUCUN_ACCUEIL).toBe('Aucun accueil trouvé pour cet usager.');
    expect(PREFIXES_AJUSTEMENT).toEqual({ EPARGNE: 'Epargne : ', DETTE: 'Dette : ' });
    expect(MOYEN_DE_PAIEMENT_PAR_DEFAUT).toBe('ESPECE');
    expect([SNACKBAR_DUREE_MS, ANIMATION_ETAPE_MS, RECHERCHE_DEBOUNCE_MS, HAUTEUR_TABLE_FORMULAIRE_PX]).toEqual([
      5000, 500, 500, 350,
    ]);
  });

  it.each([
    { euros: 0.1 + 0.2, centimes: 30 },
    { euros: 19.99, centimes: 1999 },
    { euros: -10.25, centimes: -1025 },
  ])('converts $euros € to $centimes cents and back', ({ euros, centimes }) => {
    expect(enCentimes(euros)).toBe(centimes);
    expect(enEuros(centimes)).toBeCloseTo(euros, 10);
  });
});
