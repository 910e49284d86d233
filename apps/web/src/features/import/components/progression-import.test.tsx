import { type ImportRapport, importRoutes } from '@roulement/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callMultipartSuivi } from '../../../lib/api-client';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { XhrParFetch } from '../../../testing/xhr-par-fetch';
import { ProgressionImport } from './progression-import';

describe('ProgressionImport (issue 26)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the share of the file sent, as a determinate bar', () => {
    render(<ProgressionImport etape="apercu" envoye={0.42} />);
    expect(screen.getByText('Envoi du fichier : 42 %')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
  });

  it("then says the server's phase under a moving bar, for the preview and for the apply", () => {
    const { rerender } = render(<ProgressionImport etape="apercu" envoye={1} />);
    expect(screen.getByText('Le serveur vérifie chaque ligne…')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
    rerender(<ProgressionImport etape="appliquer" envoye={1} />);
    expect(screen.getByText('Le serveur enregistre les lignes…')).toBeTruthy();
  });

  it('is fed by the upload: every step of the sent file reaches it before the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', XhrParFetch);
    const rapport = { applique: false } as ImportRapport;
    mockFetch(() => jsonResponse(rapport));
    const etapes: number[] = [];
    const reponse = await callMultipartSuivi(importRoutes.apercu, {
      params: { sorte: 'employes' },
      formData: new FormData(),
      onEnvoi: (fraction) => etapes.push(fraction),
    });
    expect(etapes).toEqual([0.5, 1, 1]);
    expect(reponse).toEqual(rapport);
  });
});
