export { AssociationPage, AssociationsPage } from './associations-pages';
export { EtablissementDetailPage, EtablissementsPage } from './etablissements-pages';
