/*
 * Roulement's Web Push handlers (issue 25), kept apart so the application's service worker takes
 * them with `importScripts('/sw-push.js')`. A push carries only `{ titre, lien }`: the title to
 * show, and a path of the application to open when the notification is clicked.
 */

self.addEventListener('push', (event) => {
  let message = { titre: 'Roulement', lien: '/' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    // Not JSON: the default title still tells the user something happened.
  }
  const lien = new URL(message.lien, self.location.origin);
  // Only a path of this application is opened, never another site.
  const cible = lien.origin === self.location.origin ? lien.href : self.location.origin;
  event.waitUntil(
    self.registration.showNotification(message.titre, {
      icon: '/favicon.svg',
      data: { lien: cible },
      tag: cible,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const lien = event.notification.data?.lien || self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((fenetres) => {
      // A window of the application already open is brought forward and sent to the link.
      for (const fenetre of fenetres) {
        if (new URL(fenetre.url).origin === self.location.origin && 'focus' in fenetre) {
          return fenetre.focus().then((f) => (f && 'navigate' in f ? f.navigate(lien) : f));
        }
      }
      return self.clients.openWindow(lien);
    }),
  );
});
