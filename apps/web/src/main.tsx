import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { enregistrerServiceWorker } from './app/enregistrer-service-worker';
import { prechargerPremierEcran } from './app/premier-ecran';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error("L'élément #root est absent de index.html");

const queryClient = createQueryClient();
prechargerPremierEcran(queryClient, new URL(window.location.href));

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);

enregistrerServiceWorker();
