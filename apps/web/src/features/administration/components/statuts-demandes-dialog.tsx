import type { demandeRoutes, ResponseOf } from '@roulement/contract';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { useMettreAJourStatutsDemandes } from '../api/mettre-a-jour-statuts-demandes';

type MiseAJourStatuts = ResponseOf<typeof demandeRoutes.mettreAJourStatuts>;

export const resultatMiseAJour = ({ demandesModifiees, demandesExaminees }: MiseAJourStatuts): string =>
  `${demandesModifiees} demande(s) mise(s) à jour sur ${demandesExaminees} examinée(s)`;

interface StatutsDemandesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Receives the French result sentence, shown by the caller once the dialog is closed. */
  onDone: (message: string) => void;
}

/** Spec §2.3 / §4: the administrator asks the server to recompute every pending request. */
export function StatutsDemandesDialog({ open, onClose, onDone }: StatutsDemandesDialogProps) {
  const miseAJour = useMettreAJourStatutsDemandes();
  const fermer = () => {
    miseAJour.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Mettre à jour le statut des demandes"
      message="Le statut de chaque demande en attente sera recalculé à partir de ses validations."
      confirmLabel="Mettre à jour"
      pending={miseAJour.isPending}
      error={miseAJour.isError ? messageOf(miseAJour.error) : null}
      onConfirm={() =>
        miseAJour.mutate(undefined, {
          onSuccess: (resultat) => {
            fermer();
            onDone(resultatMiseAJour(resultat));
          },
        })
      }
      onClose={fermer}
    />
  );
}
