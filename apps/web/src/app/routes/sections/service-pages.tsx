import { SectionPage, SubSection } from '../section-page';

export const ServicesPage = () => <SectionPage title="Services" />;
export const ServicePage = () => <SubSection title="Service" />;
export const ModelePlanningPage = () => <SectionPage title="Modèle de planning" />;
export const ServicePlanningPage = () => <SectionPage title="Planning du service" />;
