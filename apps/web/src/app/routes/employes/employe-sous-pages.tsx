import { Typography } from '@mui/material';
import type { Contrat } from '@roulement/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DeleteDialog } from '../../../components/dialogs/delete-dialog';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { useSupprimerContrat } from '../../../features/employe/api/supprimer-contrat';
import { ContratDialog } from '../../../features/employe/components/contrat-edition-dialog';
import { ContratsHistory } from '../../../features/employe/components/contrats-history';
import { RecuperationDetails } from '../../../features/employe/components/recuperation-details';
import { messageOf } from '../../../lib/api-client';
import { useEmploye } from '../../../lib/lire-employe';
import { CongesSoldeSection } from './conges-solde-section';
import { useEmployeIdParam } from './employe-page';

/** Spec §2.11 EmployeDetailsCongesSolde: the leave (and credits) of the chosen balance row. */
export function EmployeDetailsCongesSoldePage() {
  const query = useEmploye(useEmployeIdParam());
  const congesTypeId = Number(useParams().congesTypeId);
  return (
    <QueryState query={query}>
      {(employe) => <CongesSoldeSection employe={employe} congesTypeId={congesTypeId} />}
    </QueryState>
  );
}

/** Spec §2.11 RecuperationDetails. */
export function RecuperationDetailsPage() {
  const query = useEmploye(useEmployeIdParam());
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Récupérations
      </Typography>
      <QueryState query={query}>
        {(employe) => <RecuperationDetails recuperations={employe.recuperations} />}
      </QueryState>
    </>
  );
}

/** Spec §2.11 EmployeDetailContrat: every contract, changed or deleted per the employee's abilities. */
export function EmployeDetailContratPage() {
  const employeId = useEmployeIdParam();
  const query = useEmploye(employeId);
  const supprimer = useSupprimerContrat(employeId);
  const [edition, setEdition] = useState<Contrat | null>(null);
  const [suppression, setSuppression] = useState<Contrat | null>(null);
  const { notify, snackbar } = useNotice();
  const fermerSuppression = () => {
    supprimer.reset();
    setSuppression(null);
  };
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Historique des contrats
      </Typography>
      <QueryState query={query}>
        {(employe) => (
          <ContratsHistory
            contrats={employe.contrats}
            modifiable={employe.abilities.modifier}
            onEdit={setEdition}
            onDelete={setSuppression}
          />
        )}
      </QueryState>
      <ContratDialog
        open={edition !== null}
        employeId={employeId}
        contrat={edition}
        onClose={() => setEdition(null)}
        onSaved={notify}
      />
      <DeleteDialog
        open={suppression !== null}
        title="Supprimer le contrat"
        pending={supprimer.isPending}
        error={supprimer.isError ? messageOf(supprimer.error) : null}
        onDelete={() =>
          suppression &&
          supprimer.mutate(suppression.contratId, {
            onSuccess: () => {
              notify('Contrat supprimé');
              fermerSuppression();
            },
          })
        }
        onClose={fermerSuppression}
      />
      {snackbar}
    </>
  );
}
