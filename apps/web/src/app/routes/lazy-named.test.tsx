import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

const Page = () => <p>La page</p>;
const chargerPage = () => Promise.resolve({ Page });

function afficher(Composant: ComponentType) {
  render(
    <Suspense fallback={<p>Chargement</p>}>
      <Composant />
    </Suspense>,
  );
}

describe('lazyNamed (issue 24, decision 118)', () => {
  it('renders a page loaded ahead at once, without its Suspense fallback', async () => {
    const Differee = lazyNamed(chargerPage, 'Page');
    await Differee.precharger();
    afficher(Differee);
    expect(screen.getByText('La page')).toBeTruthy();
    expect(screen.queryByText('Chargement')).toBeNull();
  });

  it('still loads on demand a page nobody loaded ahead', async () => {
    afficher(lazyNamed(chargerPage, 'Page'));
    expect(screen.getByText('Chargement')).toBeTruthy();
    expect(await screen.findByText('La page')).toBeTruthy();
  });
});
