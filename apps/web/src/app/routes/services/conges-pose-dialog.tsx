import { useQueryClient } from '@tanstack/react-query';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { CongesDialog } from '../../../features/conges/components/conges-edition-dialog';
import { useEmployeAJour } from '../../../features/employe/api/use-employe-a-jour';
import { useEmploye } from '../../../lib/lire-employe';
import { planningKeys } from '../../../lib/query-keys';
import { useDatesFeriees } from '../../../lib/use-dates-feriees';

interface CongesMembreDialogProps {
  serviceId: number;
  /** The member's employee, or null when closed. */
  employeId: number | null;
  date: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const TITRE = 'Poser des Congés';

/**
 * The leave dialog of the employee record, opened from the planning (spec §6): it needs the
 * employee's leave and balances, loaded first. A new leave makes slots « à remplacer », so the
 * service's planning is reloaded.
 */
export function CongesMembreDialog({ serviceId, employeId, date, onClose, onSaved }: CongesMembreDialogProps) {
  const employe = useEmploye(employeId ?? undefined);
  const annee = Number(date.slice(0, 4));
  const joursFeries = useDatesFeriees(employeId === null ? [] : [annee - 1, annee, annee + 1]);
  const employeAJour = useEmployeAJour();
  const queryClient = useQueryClient();
  const onEmploye = async (...args: Parameters<typeof employeAJour>) => {
    await employeAJour(...args);
    await queryClient.invalidateQueries({ queryKey: planningKeys.service(serviceId) });
  };
  if (employeId !== null && employe.data) {
    return (
      <CongesDialog
        open
        employe={employe.data}
        conges={null}
        joursFeries={joursFeries}
        dateInitiale={date}
        onEmploye={onEmploye}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }
  return (
    <FormDialog open={employeId !== null} onClose={onClose} width={800} title={TITRE}>
      {() =>
        employe.isError ? <ErrorState error={employe.error} onRetry={() => void employe.refetch()} /> : <LoadingState />
      }
    </FormDialog>
  );
}
