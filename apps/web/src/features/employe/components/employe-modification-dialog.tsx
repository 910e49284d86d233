import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { type Employe, EmployeUpdateBodySchema, heuresDepuisMinutes } from '@roulement/contract';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { SwitchField } from '../../../components/form/switch-field';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { useModifierEmploye } from '../api/modifier-employe';
import { minutesDepuisHeures, SoldeRecupHeuresSchema } from '../utils/solde-recup';

const EmployeUpdateFormSchema = EmployeUpdateBodySchema.omit({ employeId: true, soldeRecupInitial: true }).extend({
  soldeRecupInitial: SoldeRecupHeuresSchema,
});
type EmployeUpdateForm = z.input<typeof EmployeUpdateFormSchema>;

interface EmployeUpdateDialogProps {
  open: boolean;
  employe: Employe;
  onClose: () => void;
  onSaved?: (message: string) => void;
}

export function EmployeUpdateDialog({ open, onClose, ...rest }: EmployeUpdateDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Modifier l'employé">
      {(titleId) => <EmployeUpdateForm titleId={titleId} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}

/** Spec §3 employee update command: e-mail pro, flags, initial recovery balance (hours), seniority date. */
function EmployeUpdateForm({
  employe,
  onClose,
  onSaved,
  titleId,
}: Omit<EmployeUpdateDialogProps, 'open'> & { titleId: string }) {
  const modifier = useModifierEmploye(employe.employeId);
  const { form, dialogForm } = useDialogForm<EmployeUpdateForm, z.output<typeof EmployeUpdateFormSchema>>({
    resolver: zodResolver(EmployeUpdateFormSchema),
    defaultValues: {
      emailPro: employe.emailPro ?? '',
      delegueDuPersonnel: employe.delegueDuPersonnel,
      administrateur: employe.administrateur,
      soldeRecupInitial: heuresDepuisMinutes(employe.soldeRecupInitial),
      dateEntreeAnciennete: employe.dateEntreeAnciennete,
    },
    envoyer: async (valeurs) => {
      const soldeRecupInitial = minutesDepuisHeures(valeurs.soldeRecupInitial);
      await modifier.mutateAsync({ ...valeurs, employeId: employe.employeId, soldeRecupInitial });
      return 'Employé modifié';
    },
    onSaved,
    onClose,
  });
  const { errors } = form.formState;

  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Enregistrer">
      <TextField
        label="E-mail professionnel"
        type="email"
        {...form.register('emailPro')}
        error={Boolean(errors.emailPro)}
        helperText={errors.emailPro?.message}
      />
      <SwitchField control={form.control} name="delegueDuPersonnel" label="Délégué du personnel" />
      <SwitchField control={form.control} name="administrateur" label="Administrateur" />
      <NumberField
        control={form.control}
        name="soldeRecupInitial"
        label="Solde de récupération initial (heures)"
        required
      />
      <DateField control={form.control} name="dateEntreeAnciennete" label="Date d'entrée (ancienneté)" />
    </DialogForm>
  );
}
