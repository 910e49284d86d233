import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { ApiCallError, messageOf } from '../../lib/api-client';

export interface ErreursServeurOptions {
  /** The form's name for a path of the server's `fieldErrors`, where the body differs from the form. */
  champServeur?: (chemin: string) => string;
  /** Fields shown from the form's values without being registered (a date range fed by `setValue`). */
  autresChamps?: readonly string[];
}

type Formulaire<T extends FieldValues, U> = Pick<UseFormReturn<T, unknown, U>, 'control' | 'setError'>;

function estAffiche<T extends FieldValues, U>(form: Formulaire<T, U>, nom: string, autres: readonly string[]) {
  // react-hook-form has no public query for "is this field on screen"; an error set on a field
  // that is not would be lost, so its registry of mounted fields decides.
  const champ: { _f?: { mount?: boolean } } | undefined = get(form.control._fields, nom);
  return autres.includes(nom) || champ?._f?.mount === true;
}

/**
 * Puts each of the server's field errors under its field, and answers what is left for the form's
 * alert: the envelope's message when no field took an error, the errors of absent fields, or null.
 */
export function placerErreursServeur<T extends FieldValues, U>(
  form: Formulaire<T, U>,
  error: unknown,
  { champServeur, autresChamps = [] }: ErreursServeurOptions = {},
): string | null {
  if (!(error instanceof ApiCallError)) return messageOf(error);
  const restants: string[] = [];
  let places = 0;
  for (const [chemin, message] of Object.entries(error.envelope.fieldErrors ?? {})) {
    const nom = champServeur ? champServeur(chemin) : chemin;
    if (estAffiche(form, nom, autresChamps)) {
      form.setError(nom as FieldPath<T>, { type: 'server', message }, { shouldFocus: places === 0 });
      places += 1;
    } else restants.push(message);
  }
  if (places === 0) return error.message;
  return restants.length > 0 ? restants.join(' ; ') : null;
}

/** The message to show under a single field edited alone: its field error when the server named one. */
export function messageDuChamp(error: unknown): string {
  if (!(error instanceof ApiCallError)) return messageOf(error);
  const [premier] = Object.values(error.envelope.fieldErrors ?? {});
  return premier ?? error.message;
}
