import { signalerMiseAJour } from '../lib/mise-a-jour';

const VERIFICATION_MS = 60 * 60 * 1000;

/**
 * A page opened before any worker was in charge (the first visit) is never told that the new one
 * took over, so Workbox would not reload it: it waits for the activation itself.
 */
async function activerPuisRecharger(): Promise<void> {
  const enAttente = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!enAttente) {
    window.location.reload();
    return;
  }
  enAttente.addEventListener('statechange', () => {
    if (enAttente.state === 'activated') window.location.reload();
  });
  enAttente.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Installs the service worker (decision 086) after the first screen, in its own chunk so the
 * sign-in page stays light. A new version waits until the user chooses « Recharger »: the page
 * never runs half on the old files and half on the new ones.
 */
export function enregistrerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const mettreAJour = registerSW({
      immediate: true,
      onNeedRefresh: () =>
        signalerMiseAJour(() => {
          if (navigator.serviceWorker.controller) void mettreAJour(true);
          else void activerPuisRecharger();
        }),
      // A tab left open for days still hears of a new version.
      onRegisteredSW: (_url, registration) => {
        if (registration) setInterval(() => void registration.update(), VERIFICATION_MS);
      },
    });
  });
}
