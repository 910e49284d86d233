import type { HistoriqueEntree } from '@roulement/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONGES_TYPES, CONTRAT_TYPES, METIERS } from '../../../testing/employe-fixtures';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { HistoriqueTable } from './historique-table';

const REFERENTIELS: Record<string, unknown> = {
  '/api/conges/types': CONGES_TYPES,
  '/api/contrat/types': CONTRAT_TYPES,
  '/api/contrat/metiers': METIERS,
};

const entree = (overrides: Partial<HistoriqueEntree>): HistoriqueEntree => ({
  historiqueId: 1,
  date: '2026-03-02T09:00:00.000Z',
  acteur: { utilisateurId: 3, nomComplet: 'Charlotte Chef' },
  pour: null,
  entite: 'demande',
  entiteId: 40,
  action: 'VALIDATION',
  avant: null,
  apres: null,
  ...overrides,
});

function afficher(elements: HistoriqueEntree[]) {
  mockFetch((url) => (url.pathname in REFERENTIELS ? jsonResponse(REFERENTIELS[url.pathname]) : undefined));
  renderWithProviders(
    <HistoriqueTable
      page={{ elements, total: elements.length, page: 0, taille: 20 }}
      onPageChange={() => {}}
      onTailleChange={() => {}}
    />,
  );
  return within(screen.getByRole('table', { name: "Historique de l'employé" }));
}

const ligne = (table: ReturnType<typeof afficher>, texte: string) =>
  table.getAllByRole('row').find((r) => r.textContent?.includes(texte))!;

describe('HistoriqueTable (issue 23)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says before → after in French: no raw key, no technical id, labels of the reference data', async () => {
    const table = afficher([
      entree({
        historiqueId: 1,
        apres: { validationId: 901, authority: 'CHEF_DE_SERVICE_3', accepte: true },
      }),
      entree({
        historiqueId: 2,
        action: 'MODIFICATION',
        avant: { commentaireAjoute: null },
        apres: { commentaireAjoute: 801 },
      }),
      entree({
        historiqueId: 3,
        entite: 'contrat',
        action: 'MODIFICATION',
        avant: { contratTypeId: 1, metierId: 1, dateFin: null },
        apres: { contratTypeId: 2, metierId: 2, dateFin: '2026-06-30' },
      }),
      entree({ historiqueId: 4, entite: 'conges', action: 'CREATION', apres: { congesTypeId: 1, nbJours: 2 } }),
      entree({ historiqueId: 5, entite: 'association', action: 'MODIFICATION', apres: { HEURES_NUIT: 'HN' } }),
    ]);
    const validation = ligne(table, 'Validation de');
    expect(validation.textContent).toContain('Validation de : Chef de service');
    expect(validation.textContent).toContain('Décision : Acceptée');
    expect(ligne(table, 'Commentaire').textContent).toContain('Commentaire : ajouté');
    expect(await within(ligne(table, 'Type de contrat')).findByText(/Contrat à durée indéterminée →/)).toBeTruthy();
    const contrat = ligne(table, 'Type de contrat').textContent;
    expect(contrat).toContain('Type de contrat : Contrat à durée indéterminée → Contrat à durée déterminée');
    expect(contrat).toContain('Métier : Aide-soignant(e) → Éducateur spécialisé');
    expect(contrat).toContain('Date de fin : — → 30/06/2026');
    expect(ligne(table, 'Type de congé').textContent).toContain('Type de congé : Congés payés');
    expect(ligne(table, 'Heures nuit').textContent).toContain('Heures nuit : HN');
    const texte = screen.getByRole('table').textContent ?? '';
    for (const brut of ['authority', 'validationId', 'commentaireAjoute', '901', 'true', 'Id']) {
      expect(texte).not.toContain(brut);
    }
  });

  it('puts the changes under « Quoi » on a phone, where a fourth column would scroll out of sight', () => {
    // jsdom has no media queries: every query matches, as below `sm`.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    const table = afficher([entree({ apres: { authority: 'DIRECTEUR_14', accepte: false } })]);
    expect(table.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date', 'Par', 'Quoi']);
    const quoi = table.getAllByRole('cell')[2]!;
    expect(quoi.textContent).toContain('Validation de : Direction');
    expect(quoi.textContent).toContain('Décision : Refusée');
  });
});
