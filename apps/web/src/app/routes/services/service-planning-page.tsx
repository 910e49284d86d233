import { SectionPage } from '../section-page';

export const ServicePlanningPage = () => <SectionPage title="Planning du service" />;
