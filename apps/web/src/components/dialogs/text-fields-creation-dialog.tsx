import { TextField } from '@mui/material';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import { useFormulaire } from '../form/use-formulaire';
import { DialogForm } from './dialog-form';
import { FormDialog } from './form-dialog';

export interface ChampTexte<TSaisie extends FieldValues> {
  name: Path<TSaisie>;
  label: string;
  required: boolean;
}

export interface CreationDialogProps<TCree> {
  open: boolean;
  onClose: () => void;
  onCreated: (cree: TCree) => void;
}

interface TextFieldsCreationDialogProps<TSaisie extends FieldValues, TValeurs, TCree>
  extends CreationDialogProps<TCree> {
  title: string;
  /** In their order on screen; the first one takes the focus. */
  champs: readonly ChampTexte<TSaisie>[];
  resolver: Resolver<TSaisie, unknown, TValeurs>;
  defaultValues: DefaultValues<TSaisie>;
  creer: (valeurs: TValeurs) => Promise<TCree>;
}

/** A 600-wide dialog creating a record from a few text fields, then handing it to `onCreated`. */
export function TextFieldsCreationDialog<TSaisie extends FieldValues, TValeurs, TCree>({
  open,
  title,
  onClose,
  ...formulaire
}: TextFieldsCreationDialogProps<TSaisie, TValeurs, TCree>) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title={title}>
      {(titleId) => <TextFieldsCreationForm titleId={titleId} onClose={onClose} {...formulaire} />}
    </FormDialog>
  );
}

function TextFieldsCreationForm<TSaisie extends FieldValues, TValeurs, TCree>({
  titleId,
  champs,
  resolver,
  defaultValues,
  creer,
  onClose,
  onCreated,
}: Omit<TextFieldsCreationDialogProps<TSaisie, TValeurs, TCree>, 'open' | 'title'> & { titleId: string }) {
  const { form, soumission } = useFormulaire<TSaisie, TValeurs>({
    resolver,
    defaultValues,
    envoyer: async (valeurs) => onCreated(await creer(valeurs)),
  });
  return (
    <DialogForm titleId={titleId} {...soumission} libelleValider="Créer" onClose={onClose}>
      {champs.map((champ, i) => {
        const { error } = form.getFieldState(champ.name, form.formState);
        return (
          <TextField
            key={champ.name}
            label={champ.label}
            required={champ.required}
            autoFocus={i === 0}
            {...form.register(champ.name)}
            error={Boolean(error)}
            helperText={error?.message}
          />
        );
      })}
    </DialogForm>
  );
}
