import { SectionPage, SubSection } from '../section-page';

export const UsagersPage = () => <SectionPage title="Usagers" />;
export const UsagerPage = () => <SubSection title="Usager" />;
export const HistoriqueAccueilsUsagerPage = () => <SubSection title="Historique d'accueil" />;
export const CarnetDeLiaisonPage = () => <SubSection title="Carnet de liaison" />;
export const FinancesUsagerPage = () => <SectionPage title="Finances usager" />;
export const FicheAimPage = () => <SectionPage title="Fiche d'aide individuelle mensuelle" />;
