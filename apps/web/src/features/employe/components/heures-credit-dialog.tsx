import { zodResolver } from '@hookform/resolvers/zod';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { InputAdornment, TextField, Tooltip } from '@mui/material';
import { HeuresCreditBodySchema, RAISONS_CREDIT_HEURES } from '@roulement/contract';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { aujourdhui } from '../../../lib/format';
import { nombreSigne, type Sens } from '../../../lib/nombre-signe';
import { useCrediterHeures } from '../api/crediter-heures';

/** Spec §5 hours credit/debit: the contract's rules (AUTRES needs 5 words) plus the sign of the dialog. */
export const heuresCreditSchema = (sens: Sens) =>
  HeuresCreditBodySchema.safeExtend({ nbHeures: nombreSigne(sens).pipe(HeuresCreditBodySchema.shape.nbHeures) });
type HeuresCreditForm = z.input<ReturnType<typeof heuresCreditSchema>>;
type HeuresCreditValeurs = z.output<ReturnType<typeof heuresCreditSchema>>;

export const TITRE_HEURES: Record<Sens, string> = { credit: 'Créditer des heures', debit: 'Débiter des heures' };

interface HeuresCreditDialogProps {
  open: boolean;
  sens: Sens;
  employeId: number;
  onClose: () => void;
  onSaved?: (message: string) => void;
}

export function HeuresCreditDialog({ open, sens, onClose, ...rest }: HeuresCreditDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title={TITRE_HEURES[sens]}>
      {(titleId) => <HeuresCreditForm sens={sens} onClose={onClose} titleId={titleId} {...rest} />}
    </FormDialog>
  );
}

function HeuresCreditForm({
  sens,
  employeId,
  onClose,
  onSaved,
  titleId,
}: Omit<HeuresCreditDialogProps, 'open'> & { titleId: string }) {
  const crediter = useCrediterHeures(employeId);
  const { form, dialogForm } = useDialogForm<HeuresCreditForm, HeuresCreditValeurs>({
    resolver: zodResolver(heuresCreditSchema(sens)),
    defaultValues: { dateDapplication: aujourdhui(), commentaire: '' },
    envoyer: async (valeurs) => {
      await crediter.mutateAsync(valeurs);
      return sens === 'credit' ? 'Heures créditées' : 'Heures débitées';
    },
    onSaved,
    onClose,
  });
  const { errors } = form.formState;
  const raison = useWatch({ control: form.control, name: 'raison' });

  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider={sens === 'credit' ? 'Créditer' : 'Débiter'}>
      <NumberField
        control={form.control}
        name="nbHeures"
        label="Nombre d'heures"
        required
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input:
            sens === 'credit'
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      {/* Spec §5: the credit's tooltip speaks of negative values nevertheless. */}
                      <Tooltip title="Une valeur négative peut être saisie avec « Débiter des heures »">
                        <InfoOutlined fontSize="small" aria-label="Aide sur le nombre d'heures" />
                      </Tooltip>
                    </InputAdornment>
                  ),
                }
              : undefined,
        }}
      />
      <Controller
        control={form.control}
        name="raison"
        render={({ field }) => (
          <SelectField
            label="Raison"
            required
            value={field.value}
            options={RAISONS_CREDIT_HEURES.map((r) => ({ value: r, label: r }))}
            onChange={field.onChange}
            error={errors.raison?.message}
          />
        )}
      />
      <TextField
        label="Commentaire"
        multiline
        minRows={2}
        required={raison === 'AUTRES'}
        {...form.register('commentaire')}
        error={Boolean(errors.commentaire)}
        helperText={errors.commentaire?.message}
      />
      <DateField control={form.control} name="dateDapplication" label="Date d'application" required vide="" />
    </DialogForm>
  );
}
