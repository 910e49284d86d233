import { type FormEvent, useState } from 'react';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import { sansReseau } from '../../lib/api-client';
import { type ErreursServeurOptions, placerErreursServeur } from './erreurs-serveur';

export interface FormulaireOptions<TSaisie extends FieldValues, TValeurs>
  extends UseFormProps<TSaisie, unknown, TValeurs>,
    ErreursServeurOptions {
  /** Sends the validated values; a rejection (the call's `ApiCallError`) is shown on the form. */
  envoyer: (valeurs: TValeurs) => Promise<unknown>;
  /** Checked before validation: false leaves the form as it is (a time typed but not understood yet). */
  pret?: () => boolean;
}

/** What a form element and its buttons need: the submit handler, the alert's text, the pending flag. */
export interface Soumission {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failure that no field took (ARCHITECTURE §4.5 envelope), shown in the form's alert. */
  erreur: string | null;
  /** The last try had no answer (offline): trying again may work, so the form offers « Réessayer ». */
  sansReseau?: boolean;
  pending: boolean;
}

/**
 * A react-hook-form form that sends its values and shows the server's answer where it belongs:
 * each `fieldErrors` entry under its field, the rest in one alert.
 */
export function useFormulaire<TSaisie extends FieldValues, TValeurs>({
  envoyer,
  pret,
  champServeur,
  autresChamps,
  ...options
}: FormulaireOptions<TSaisie, TValeurs>) {
  const form = useForm<TSaisie, unknown, TValeurs>(options);
  const [erreur, setErreur] = useState<string | null>(null);
  const [horsReseau, setHorsReseau] = useState(false);
  const valider = form.handleSubmit(async (valeurs) => {
    setErreur(null);
    setHorsReseau(false);
    try {
      await envoyer(valeurs);
    } catch (error) {
      setHorsReseau(sansReseau(error));
      setErreur(placerErreursServeur(form, error, { champServeur, autresChamps }));
    }
  });
  const soumission: Soumission = {
    onSubmit: (event) => {
      if (pret && !pret()) {
        event.preventDefault();
        return;
      }
      void valider(event);
    },
    erreur,
    sansReseau: horsReseau,
    pending: form.formState.isSubmitting,
  };
  return { form, soumission };
}

export interface DialogFormOptions<TSaisie extends FieldValues, TValeurs>
  extends Omit<FormulaireOptions<TSaisie, TValeurs>, 'envoyer'> {
  /** Sends the validated values and answers the success message handed to `onSaved`. */
  envoyer: (valeurs: TValeurs) => Promise<string | undefined>;
  onSaved?: (message: string) => void;
  onClose: () => void;
}

/** A form dialog's form: on success it reports its message and closes. */
export function useDialogForm<TSaisie extends FieldValues, TValeurs>({
  envoyer,
  onSaved,
  onClose,
  ...options
}: DialogFormOptions<TSaisie, TValeurs>) {
  /** Reports a success and closes: also what a dialog's delete button calls. */
  const terminer = (message?: string) => {
    if (message !== undefined) onSaved?.(message);
    onClose();
  };
  const { form, soumission } = useFormulaire<TSaisie, TValeurs>({
    ...options,
    envoyer: async (valeurs) => terminer(await envoyer(valeurs)),
  });
  return { form, terminer, dialogForm: { ...soumission, onClose } };
}
