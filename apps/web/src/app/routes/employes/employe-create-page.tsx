import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { EmployeCreationForm } from '../../../features/employe/components/employe-creation-form';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { useServices } from '../../../features/service/api/lister-services';
import { useEmployes } from '../../../lib/lister-employes';

/** Spec §2.11 « Déclaration d'un nouvel employé » in the selected establishment. */
export function EmployeCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { etablissement } = useEtablissementCourant();
  const employes = useEmployes(etablissement?.etablissementId);
  const services = useServices(etablissement?.etablissementId);
  return (
    <>
      <PageTitle title="Déclaration d'un nouvel employé" />
      {etablissement ? (
        <QueryState query={employes}>
          {(liste) => (
            <QueryState query={services}>
              {(listeServices) => (
                <EmployeCreationForm
                  etablissementId={etablissement.etablissementId}
                  emailInitial={params.get('email') ?? ''}
                  employes={liste}
                  services={listeServices}
                  onCreated={(employeId) => navigate(paths.employe(employeId))}
                  onExisting={(employeId) => navigate(paths.employe(employeId), { replace: true })}
                  onCancel={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate(paths.employes))}
                />
              )}
            </QueryState>
          )}
        </QueryState>
      ) : (
        <EmptyState message="Aucun établissement sélectionné" />
      )}
    </>
  );
}
