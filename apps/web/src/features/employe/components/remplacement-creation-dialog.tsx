import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { dateFr, type EmployeResume, INFORMATION_OBLIGATOIRE, RemplacementBodySchema } from '@roulement/contract';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DateRangePicker } from '../../../components/date-picker/date-range-picker';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { requis } from '../../../components/form/requis';
import { SelectField } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { useEmploye } from '../../../lib/lire-employe';
import { useCreerRemplacement } from '../api/creer-remplacement';
import { useContratTypes } from '../api/lister-contrat-types';

/** The leave to replace: who is away, and when. */
export interface AbsenceARemplacer {
  employeId: number;
  dateDebut: string;
  dateFin: string;
}

const texteAbsence = (absence: AbsenceARemplacer, nom: string | undefined): string =>
  `Absence${nom ? ` de ${nom}` : ''} du ${dateFr(absence.dateDebut)} au ${dateFr(absence.dateFin)}`;

/** Spec §4: the type is required unless the replacing employee is permanent staff (titulaire). */
export const RemplacementFormSchema = RemplacementBodySchema.safeExtend({ remplacantId: requis() })
  .extend({ remplacantTitulaire: z.boolean() })
  .superRefine((v, ctx) => {
    if (!v.remplacantTitulaire && v.type === undefined) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: INFORMATION_OBLIGATOIRE });
    }
  });
type RemplacementForm = z.input<typeof RemplacementFormSchema>;

interface RemplacementDialogProps {
  open: boolean;
  absence: AbsenceARemplacer;
  /** Employees who may replace (the establishment's). */
  employes: readonly EmployeResume[];
  onClose: () => void;
  onSaved?: (message: string) => void;
}

export function RemplacementDialog({ open, onClose, ...rest }: RemplacementDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Contrat de remplacement">
      {(titleId) => <RemplacementFormView titleId={titleId} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}

function RemplacementFormView({
  absence,
  employes,
  onClose,
  onSaved,
  titleId,
}: Omit<RemplacementDialogProps, 'open'> & { titleId: string }) {
  const types = useContratTypes();
  const creer = useCreerRemplacement();
  const { form, dialogForm } = useDialogForm<RemplacementForm, z.output<typeof RemplacementFormSchema>>({
    resolver: zodResolver(RemplacementFormSchema),
    defaultValues: {
      remplaceId: absence.employeId,
      dateDebut: absence.dateDebut,
      dateFin: absence.dateFin,
      remplaceSurTempsReel: true,
      remplacantTitulaire: false,
    },
    // The range picker is fed by setValue: its two dates are not registered fields.
    autresChamps: ['dateDebut', 'dateFin'],
    envoyer: async ({ remplacantTitulaire: _, remplacantId: id, ...body }) => {
      await creer.mutateAsync({ remplacantId: id, body });
      return 'Contrat de remplacement créé';
    },
    onSaved,
    onClose,
  });
  const { errors } = form.formState;
  const [remplacantId, dateDebut, dateFin] = useWatch({
    control: form.control,
    name: ['remplacantId', 'dateDebut', 'dateFin'],
  });
  // Spec §4: whether the replacing employee is titulaire is on their full record.
  const remplacant = useEmploye(typeof remplacantId === 'number' ? remplacantId : undefined);
  const titulaire = remplacant.data?.titulaire ?? false;
  useEffect(() => {
    form.setValue('remplacantTitulaire', titulaire);
    if (titulaire) form.setValue('type', undefined);
  }, [form, titulaire]);
  const eligibles = (types.data ?? []).filter((t) => t.eligibleRemplacement);

  return (
    <DialogForm
      titleId={titleId}
      {...dialogForm}
      libelleValider="Créer"
      // The server refuses a titulaire (decision 007): nothing to send.
      desactive={titulaire}
    >
      <Typography color="text.secondary">
        {texteAbsence(absence, employes.find((e) => e.employeId === absence.employeId)?.nomComplet)}
      </Typography>
      <Controller
        control={form.control}
        name="remplacantId"
        render={({ field }) => (
          <SelectField
            label="Remplaçant"
            required
            value={typeof field.value === 'number' ? field.value : undefined}
            options={employes
              .filter((e) => e.employeId !== absence.employeId)
              .map((e) => ({ value: e.employeId, label: e.nomComplet }))}
            onChange={field.onChange}
            error={errors.remplacantId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <SelectField
            label="Type de contrat"
            required={!titulaire}
            disabled={remplacantId === undefined || titulaire || remplacant.isPending}
            value={typeof field.value === 'number' ? field.value : undefined}
            options={eligibles.map((t) => ({ value: t.contratTypeId, label: `${t.acronyme} — ${t.libelle}` }))}
            onChange={field.onChange}
            error={errors.type?.message}
            helperText={titulaire ? 'Le remplaçant est titulaire : il remplace sur son propre contrat' : undefined}
          />
        )}
      />
      <DateRangePicker
        value={{ debut: dateDebut || null, fin: dateFin || null }}
        onChange={({ debut, fin }) => {
          form.setValue('dateDebut', debut ?? '', { shouldValidate: form.formState.isSubmitted });
          form.setValue('dateFin', fin ?? '', { shouldValidate: form.formState.isSubmitted });
        }}
        minDate={absence.dateDebut}
        maxDate={absence.dateFin}
        required
        errors={{ debut: errors.dateDebut?.message, fin: errors.dateFin?.message }}
      />
      <FormControlLabel
        label="Remplacer sur le temps réel du remplacé"
        control={
          <Controller
            control={form.control}
            name="remplaceSurTempsReel"
            render={({ field }) => (
              <Switch checked={field.value ?? true} onChange={(_e, checked) => field.onChange(checked)} />
            )}
          />
        }
      />
    </DialogForm>
  );
}
