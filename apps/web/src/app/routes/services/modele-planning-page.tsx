import { SectionPage } from '../section-page';

export const ModelePlanningPage = () => <SectionPage title="Modèle de planning" />;
