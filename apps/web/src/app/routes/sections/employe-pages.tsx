import { SectionPage, SubSection } from '../section-page';

export const EmployesPage = () => <SectionPage title="Employés" />;
export const EmployeCreatePage = () => <SubSection title="Nouvel employé" />;
export const EmployePage = () => <SubSection title="Employé" />;
export const EmployeDetailsCongesSoldePage = () => <SubSection title="Solde de congés" />;
export const RecuperationDetailsPage = () => <SubSection title="Récupérations" />;
export const EmployeDetailContratPage = () => <SubSection title="Contrat" />;
