import { TextField } from '@mui/material';
import {
  type Conges,
  CongesBodySchema,
  type CongesSolde,
  type CongesType,
  DEMI_JOURNEE_LABELS,
  DEMI_JOURNEES,
} from '@roulement/contract';
import { useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { joursDesAutresConges } from '../../lib/jours-conges';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { DateRangePicker } from '../date-picker/date-range-picker';
import { SelectField } from '../form/select-field';
import type { CongesForm, CongesValeurs } from './conges-form-schema';
import { CongesSoldePreview } from './conges-solde-preview';

const DEMI_JOURNEE_OPTIONS = DEMI_JOURNEES.map((d) => ({
  value: d,
  label: DEMI_JOURNEE_LABELS[d] ?? 'Journée entière',
}));

export interface CongesChampsProps {
  form: UseFormReturn<CongesForm, unknown, CongesValeurs>;
  /** The leave types a leave may take (ids above 0). */
  types: readonly CongesType[];
  /** The employee's balances, or none while the employee is not known yet. */
  soldes: readonly CongesSolde[];
  /** Days of the employee's other leave, from `joursDesAutresConges`. */
  autres: ReturnType<typeof joursDesAutresConges>;
  /** Public holidays, drawn yellow (spec §5). */
  joursFeries: readonly string[];
  /** The leave being changed, whose days come back to the balance; null for a new one. */
  ancien: Conges | null;
}

/**
 * The fields a leave and a leave request share (spec §2.9, §5): type, range, half day for the
 * type that allows it (id 7), comment, and for a type with a balance the current balance, the
 * evaluated request (server, 500 ms after the last change) and the future balance.
 */
export function CongesChamps({ form, types, soldes, autres, joursFeries, ancien }: CongesChampsProps) {
  const { errors } = form.formState;
  const valeurs = useWatch({ control: form.control });
  const type = types.find((t) => t.congesTypeId === valeurs.type);
  const chevauchement = type?.chevauchementAutorise ?? false;
  const parsed = CongesBodySchema.safeParse(valeurs);
  const cle = useDebouncedValue(parsed.success ? JSON.stringify(parsed.data) : null, 500);
  const body = useMemo(() => (cle === null ? null : CongesBodySchema.parse(JSON.parse(cle))), [cle]);
  const solde = type?.avecSolde ? soldes.find((s) => s.congesType.congesTypeId === type.congesTypeId) : undefined;
  const setDate = (name: 'dateDebut' | 'dateFin', value: string | null) =>
    form.setValue(name, value ?? '', { shouldValidate: form.formState.isSubmitted });

  return (
    <>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <SelectField
            label="Type de congé"
            required
            value={typeof field.value === 'number' ? field.value : undefined}
            options={types.map((t) => ({ value: t.congesTypeId, label: t.label }))}
            onChange={(value) => {
              field.onChange(value);
              if (!types.find((t) => t.congesTypeId === value)?.demiJourneeAutorisee) form.setValue('demiJournee', 0);
            }}
            error={errors.type?.message}
          />
        )}
      />
      <DateRangePicker
        value={{ debut: valeurs.dateDebut || null, fin: valeurs.dateFin || null }}
        onChange={({ debut, fin }) => {
          setDate('dateDebut', debut);
          setDate('dateFin', fin);
        }}
        required
        highlightedDates={joursFeries}
        coloredDates={autres.couleurs}
        disabledDates={chevauchement ? undefined : autres.pris}
        errors={{ debut: errors.dateDebut?.message, fin: errors.dateFin?.message }}
      />
      {type?.demiJourneeAutorisee ? (
        <Controller
          control={form.control}
          name="demiJournee"
          render={({ field }) => (
            <SelectField
              label="Demi-journée"
              value={field.value ?? 0}
              options={DEMI_JOURNEE_OPTIONS}
              onChange={field.onChange}
              error={errors.demiJournee?.message}
            />
          )}
        />
      ) : null}
      <TextField
        label="Commentaire"
        multiline
        minRows={2}
        {...form.register('commentaire')}
        error={Boolean(errors.commentaire)}
        helperText={errors.commentaire?.message}
      />
      {solde ? <CongesSoldePreview solde={solde} body={body} ancien={ancien} /> : null}
    </>
  );
}
