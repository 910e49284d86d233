import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { enregistrerServiceWorker } from './app/enregistrer-service-worker';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error("L'élément #root est absent de index.html");

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);

enregistrerServiceWorker();
