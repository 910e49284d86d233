import { afterEach, describe, expect, it, vi } from 'vitest';
import { affichageStatut } from './statut-fiche';

describe('affichageStatut', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['EN_PREPARATION', 'En préparation', 'warning'],
    ['EN_ATTENTE_DE_VALIDATION', 'En attente de validation', 'info'],
    ['VALIDEE', 'Validée', 'success'],
  ])('%s → %s in %s', (statut, label, couleur) => {
    expect(affichageStatut(statut)).toEqual({ label, couleur });
  });

  it("logs 'Illegal state' for an unknown status", () => {
    const erreur = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(affichageStatut('ARCHIVEE')).toEqual({ label: 'ARCHIVEE', couleur: 'default' });
    expect(erreur).toHaveBeenCalledWith('Illegal state');
  });
});
