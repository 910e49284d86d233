// The employees area, loaded on demand as one chunk (router.tsx).
export { EmployeCreatePage } from './employe-create-page';
export { EmployeHistoriquePage } from './employe-historique-page';
export { EmployePage } from './employe-page';
export { EmployeDetailContratPage, EmployeDetailsCongesSoldePage, RecuperationDetailsPage } from './employe-sous-pages';
export { EmployesPage } from './employes-page';
