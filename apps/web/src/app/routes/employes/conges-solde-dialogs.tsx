import type { Conges, CongesCredit, Employe } from '@roulement/contract';
import { DeleteDialog } from '../../../components/dialogs/delete-dialog';
import { useSupprimerCreditConges } from '../../../features/conges/api/supprimer-credit-conges';
import { CreditCongesDialog } from '../../../features/conges/components/conges-credit-dialog';
import { CongesDialog } from '../../../features/conges/components/conges-edition-dialog';
import { useEmployeAJour } from '../../../features/employe/api/use-employe-a-jour';
import { RemplacementDialog } from '../../../features/employe/components/remplacement-creation-dialog';
import { messageOf } from '../../../lib/api-client';
import { useEmployes } from '../../../lib/lister-employes';
import type { Sens } from '../../../lib/nombre-signe';
import { useEmployesDuMemeEtablissement } from './use-employes-du-meme-etablissement';
import { useJoursFeriesAutour } from './use-jours-feries-autour';

export type CongesSoldeDialog =
  | { conges: Conges | null }
  | { credit: CongesCredit | null; sens: Sens }
  | { supprimer: CongesCredit }
  | { remplacer: Conges }
  | null;

interface CongesSoldeDialogsProps {
  employe: Employe;
  dialog: CongesSoldeDialog;
  lectureSeule: boolean;
  onClose: () => void;
  notify: (message: string) => void;
}

/** The leave, credit, delete and replacement dialogs of a balance row's details. */
export function CongesSoldeDialogs({ employe, dialog, lectureSeule, onClose, notify }: CongesSoldeDialogsProps) {
  const onEmploye = useEmployeAJour();
  const joursFeries = useJoursFeriesAutour();
  const collegues = useEmployesDuMemeEtablissement(employe, !lectureSeule);
  const remplacants = useEmployes(lectureSeule ? undefined : employe.etablissement.etablissementId);
  const supprimer = useSupprimerCreditConges({ onEmploye });
  const common = { onClose, onSaved: notify, onEmploye };
  const congesDialog = dialog && 'conges' in dialog ? dialog : null;
  const creditDialog = dialog && 'sens' in dialog ? dialog : null;
  const aSupprimer = dialog && 'supprimer' in dialog ? dialog.supprimer : null;
  const aRemplacer = dialog && 'remplacer' in dialog ? dialog.remplacer : null;
  return (
    <>
      <CongesDialog
        open={congesDialog !== null}
        employe={employe}
        conges={congesDialog?.conges ?? null}
        lectureSeule={lectureSeule}
        joursFeries={joursFeries}
        {...common}
      />
      <CreditCongesDialog
        open={creditDialog !== null}
        sens={creditDialog?.sens ?? 'credit'}
        credit={creditDialog?.credit ?? null}
        employeId={employe.employeId}
        employes={collegues}
        {...common}
      />
      <DeleteDialog
        open={aSupprimer !== null}
        title={aSupprimer && aSupprimer.nbJours < 0 ? 'Supprimer le débit' : 'Supprimer le crédit'}
        pending={supprimer.isPending}
        error={supprimer.isError ? messageOf(supprimer.error) : null}
        onDelete={() =>
          aSupprimer &&
          supprimer.mutate(aSupprimer.congesCreditId, {
            onSuccess: () => {
              notify('Suppression enregistrée');
              onClose();
            },
          })
        }
        onClose={() => {
          supprimer.reset();
          onClose();
        }}
      />
      {aRemplacer ? (
        <RemplacementDialog
          open
          absence={aRemplacer}
          employes={remplacants.data ?? []}
          onClose={onClose}
          onSaved={notify}
        />
      ) : null}
    </>
  );
}
