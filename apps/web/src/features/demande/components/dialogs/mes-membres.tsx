import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
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

interface DialogueDeMembreProps {
  open: boolean;
  onClose: () => void;
  width: FormDialogProps['width'];
  title: string;
  children: (membres: MembreChoisissable[], titleId: string) => ReactNode;
}

/** The dialog of a request made for one of the user's memberships: its form once they are loaded. */
export function DialogueDeMembre({ open, onClose, width, title, children }: DialogueDeMembreProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={width} title={title}>
      {(titleId) => <MesMembres>{(membres) => children(membres, titleId)}</MesMembres>}
    </FormDialog>
  );
}

/** The request's optional comment. */
export function CommentaireField({ champ, erreur }: { champ: UseFormRegisterReturn; erreur: string | undefined }) {
  return <TextField label="Commentaire" multiline minRows={2} {...champ} error={Boolean(erreur)} helperText={erreur} />;
}
