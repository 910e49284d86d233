// The requests area, loaded on demand as one chunk (router.tsx).
export { DemandeDetailPage } from './demande-detail-page';
export { DemandesPage } from './demandes-page';
