import { SectionPage, SubSection } from '../section-page';

export const DemandesPage = () => <SectionPage title="Demandes" />;
export const DemandeCongesDetailPage = () => <SubSection title="Demande de congés" />;
export const DemandeHeuresSuppDetailPage = () => <SubSection title="Demande d'heures supplémentaires" />;
export const DemandeRecuperationDetailPage = () => <SubSection title="Demande de récupération" />;
export const DemandeFicheAimDetailPage = () => <SubSection title="Demande de validation de fiche AIM" />;
