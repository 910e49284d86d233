import { SectionPage, SubSection } from '../section-page';

export const ServicesPage = () => <SectionPage title="Services" />;
export const ServicePage = () => <SubSection title="Service" />;
