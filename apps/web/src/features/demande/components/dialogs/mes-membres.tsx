import { TextField } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormDialog, type FormDialogProps } from '../../../../components/dialogs/form-dialog';
import { QueryState } from '../../../../components/feedback/query-state';
import { useMesEmployes } from '../../hooks/use-mes-employes';
import { type MembreChoisissable, membresChoisissables } from '../../utils/choix-demandeur';

/** Loads the user's memberships for the overtime and recovery dialogs, which are made for one of them. */
function MesMembres({ children }: { children: (membres: MembreChoisissable[]) => ReactNode }) {
  const mesEmployes = useMesEmployes();
  return (
    <QueryState
      query={mesEmployes}
      isEmpty={(employes) => membresChoisissables(employes).length === 0}
      emptyMessage="Vous n'êtes membre d'aucun service."
    >
      {(employes) => children(membresChoisissables(employes))}
    </QueryState>
  );
}

/** How the overtime and recovery dialogs open: empty, or prefilled from a planning slot. */
export interface DemandeDeCreneauProps {
  open: boolean;
  /** Prefilled from a slot: its membership, day and hours (overtime's starting range, recovery's span). */
  membreId?: number;
  date?: string;
  heureDebut?: number;
  heureFin?: number;
  onClose: () => void;
  onSaved?: (message: string) => void;
}

/** The form inside: the prefill and the user's memberships, loaded. */
export type FormulaireDeMembreProps = Omit<DemandeDeCreneauProps, 'open'> & {
  membres: MembreChoisissable[];
  titleId: string;
};

interface DialogueDeMembreProps extends DemandeDeCreneauProps {
  width: FormDialogProps['width'];
  title: string;
  Formulaire: ComponentType<FormulaireDeMembreProps>;
}

/** The dialog of a request made for one of the user's memberships: its form once they are loaded. */
export function DialogueDeMembre({ open, onClose, width, title, Formulaire, ...props }: DialogueDeMembreProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={width} title={title}>
      {(titleId) => (
        <MesMembres>
          {(membres) => <Formulaire {...props} membres={membres} titleId={titleId} onClose={onClose} />}
        </MesMembres>
      )}
    </FormDialog>
  );
}

/** The request's optional comment. */
export function CommentaireField({ champ, erreur }: { champ: UseFormRegisterReturn; erreur: string | undefined }) {
  return <TextField label="Commentaire" multiline minRows={2} {...champ} error={Boolean(erreur)} helperText={erreur} />;
}
