import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { type Conges, CongesBodySchema, DEMI_JOURNEE_LABELS, DEMI_JOURNEES, type Employe } from '@roulement/contract';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { DateRangePicker } from '../../../components/date-picker/date-range-picker';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { SelectField } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { messageOf } from '../../../lib/api-client';
import { aujourdhui } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreerConges } from '../api/creer-conges';
import { useCongesTypes } from '../api/lister-conges-types';
import { useModifierConges } from '../api/modifier-conges';
import { useSupprimerConges } from '../api/supprimer-conges';
import type { SurEmploye } from '../api/sur-employe';
import { joursDesAutresConges } from '../utils/jours-conges';
import { type CongesValeurs, congesFormSchema, type CongesForm as Valeurs, valeursConges } from './conges-form-schema';
import { CongesSoldePreview } from './conges-solde-preview';

export type EmployePourConges = Pick<Employe, 'employeId' | 'nomComplet' | 'conges' | 'congesSoldes'>;

export interface CongesFormProps extends SurEmploye {
  employe: EmployePourConges;
  /** The leave to change, or null to create one. */
  conges: Conges | null;
  /** Public holidays, drawn yellow (spec §5). */
  joursFeries: readonly string[];
  /** First day offered for a new leave (a planning slot's day); today otherwise. */
  dateInitiale?: string;
  onClose: () => void;
  onSaved?: (message: string) => void;
}

const DEMI_JOURNEE_OPTIONS = DEMI_JOURNEES.map((d) => ({
  value: d,
  label: DEMI_JOURNEE_LABELS[d] ?? 'Journée entière',
}));

/** Spec §2.9 / §5 « Poser des Congés »: employee, type, range, half day (type 7 only), comment. */
export function CongesFormView({
  employe,
  conges,
  joursFeries,
  dateInitiale,
  onEmploye,
  onClose,
  onSaved,
  titleId,
}: CongesFormProps & { titleId: string }) {
  const types = useCongesTypes();
  const creer = useCreerConges({ onEmploye });
  const modifier = useModifierConges({ onEmploye });
  const supprimer = useSupprimerConges({ onEmploye });
  const listeTypes = useMemo(() => (types.data ?? []).filter((t) => t.congesTypeId > 0), [types.data]);
  const autres = useMemo(
    () => joursDesAutresConges(employe.conges, conges?.congesId ?? null),
    [employe.conges, conges],
  );
  const schema = useMemo(() => congesFormSchema(listeTypes, autres.pris), [listeTypes, autres.pris]);
  const { form, terminer, dialogForm } = useDialogForm<Valeurs, CongesValeurs>({
    resolver: zodResolver(schema),
    defaultValues: valeursConges(employe.employeId, conges, dateInitiale ?? aujourdhui()),
    // The range picker is fed by setValue: its two dates are not registered fields.
    autresChamps: ['dateDebut', 'dateFin'],
    envoyer: async (data) => {
      if (!conges) {
        await creer.mutateAsync(data);
        return 'Congé créé';
      }
      await modifier.mutateAsync({ congesId: conges.congesId, body: data });
      return 'Congé modifié';
    },
    onSaved,
    onClose,
  });
  const { errors } = form.formState;
  const valeurs = useWatch({ control: form.control });
  const type = listeTypes.find((t) => t.congesTypeId === valeurs.type);
  const chevauchement = type?.chevauchementAutorise ?? false;
  // Spec §5: the request is evaluated by the server once the form stops changing for 500 ms.
  const parsed = CongesBodySchema.safeParse(valeurs);
  const cle = useDebouncedValue(parsed.success ? JSON.stringify(parsed.data) : null, 500);
  const body = useMemo(() => (cle === null ? null : CongesBodySchema.parse(JSON.parse(cle))), [cle]);
  const solde = type?.avecSolde
    ? employe.congesSoldes.find((s) => s.congesType.congesTypeId === type.congesTypeId)
    : undefined;
  const setDate = (name: 'dateDebut' | 'dateFin', value: string | null) =>
    form.setValue(name, value ?? '', { shouldValidate: form.formState.isSubmitted });

  return (
    <DialogForm
      titleId={titleId}
      {...dialogForm}
      libelleValider={conges ? 'Enregistrer' : 'Créer'}
      suppression={
        conges?.abilities.supprimer
          ? {
              titre: 'Supprimer le congé',
              pending: supprimer.isPending,
              error: supprimer.isError ? messageOf(supprimer.error) : null,
              onDelete: () => supprimer.mutate(conges.congesId, { onSuccess: () => terminer('Congé supprimé') }),
            }
          : undefined
      }
    >
      <TextField label="Employé" value={employe.nomComplet} disabled required />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <SelectField
            label="Type de congé"
            required
            value={typeof field.value === 'number' ? field.value : undefined}
            options={listeTypes.map((t) => ({ value: t.congesTypeId, label: t.label }))}
            onChange={(value) => {
              field.onChange(value);
              if (!listeTypes.find((t) => t.congesTypeId === value)?.demiJourneeAutorisee)
                form.setValue('demiJournee', 0);
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
      <TextField label="Commentaire" multiline minRows={2} {...form.register('commentaire')} />
      {solde ? <CongesSoldePreview solde={solde} body={body} ancien={conges} /> : null}
    </DialogForm>
  );
}
