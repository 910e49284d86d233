import { SectionPage, SubSection } from '../section-page';

export const EtablissementsPage = () => <SectionPage title="Établissements" />;
export const EtablissementDetailPage = () => <SubSection title="Établissement" />;
export const AssociationsPage = () => <SectionPage title="Associations" />;
export const AssociationPage = () => <SubSection title="Association" />;
