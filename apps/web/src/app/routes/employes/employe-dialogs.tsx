import type { Contrat, Employe } from '@roulement/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { CreditCongesDialog } from '../../../features/conges/components/conges-credit-dialog';
import { CongesDialog } from '../../../features/conges/components/conges-edition-dialog';
import { useEmployeAJour } from '../../../features/employe/api/use-employe-a-jour';
import { ContratDialog } from '../../../features/employe/components/contrat-edition-dialog';
import type { ActionEmploye } from '../../../features/employe/components/employe-actions-menu';
import { EmployeUpdateDialog } from '../../../features/employe/components/employe-modification-dialog';
import { SuppressionEmployeDialog } from '../../../features/employe/components/employe-suppression-dialog';
import { HeuresCreditDialog } from '../../../features/employe/components/heures-credit-dialog';
import { useEmployesDuMemeEtablissement } from './use-employes-du-meme-etablissement';
import { useJoursFeriesAutour } from './use-jours-feries-autour';

/** Which dialog of the employee page is open. */
export type DialogEmploye = ActionEmploye | 'modifier' | { contrat: Contrat } | null;

interface EmployeDialogsProps {
  employe: Employe;
  dialog: DialogEmploye;
  onClose: () => void;
  notify: (message: string) => void;
}

/** The dialogs of the plus menu, the update dialog and the contract dialog, composed from two features. */
export function EmployeDialogs({ employe, dialog, onClose, notify }: EmployeDialogsProps) {
  const onEmploye = useEmployeAJour();
  const joursFeries = useJoursFeriesAutour();
  const employes = useEmployesDuMemeEtablissement(employe);
  const navigate = useNavigate();
  const { employeId } = employe;
  const common = { onClose, onSaved: notify };
  const contrat = typeof dialog === 'object' && dialog !== null ? dialog.contrat : null;
  return (
    <>
      <EmployeUpdateDialog open={dialog === 'modifier'} employe={employe} {...common} />
      <ContratDialog
        open={dialog === 'contrat' || contrat !== null}
        employeId={employeId}
        contrat={contrat}
        {...common}
      />
      <CongesDialog
        open={dialog === 'conges'}
        employe={employe}
        conges={null}
        joursFeries={joursFeries}
        onEmploye={onEmploye}
        {...common}
      />
      <CreditCongesDialog
        open={dialog === 'crediterConges' || dialog === 'debiterConges'}
        sens={dialog === 'debiterConges' ? 'debit' : 'credit'}
        credit={null}
        employeId={employeId}
        employes={employes}
        onEmploye={onEmploye}
        {...common}
      />
      <HeuresCreditDialog
        open={dialog === 'crediterHeures' || dialog === 'debiterHeures'}
        sens={dialog === 'debiterHeures' ? 'debit' : 'credit'}
        employeId={employeId}
        {...common}
      />
      <SuppressionEmployeDialog
        open={dialog === 'supprimer'}
        employe={employe}
        onClose={onClose}
        onSupprime={() => navigate(paths.employes, { replace: true })}
      />
    </>
  );
}
