import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import { BudgetDimancheQuerySchema, INFORMATION_OBLIGATOIRE } from '@roulement/contract';
import { useState } from 'react';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { telechargerBudgetDimanche } from '../api/telecharger-exports';
import { estDimanche } from '../utils/telecharger';

const FormSchema = z
  .object({ date: z.string({ error: INFORMATION_OBLIGATOIRE }).min(1, { error: INFORMATION_OBLIGATOIRE }) })
  .pipe(BudgetDimancheQuerySchema);
type Saisie = z.input<typeof FormSchema>;
type Valeurs = z.output<typeof FormSchema>;

/** Spec §2.2 / §5 'Budget Dimanche': a dialog to pick a Sunday (weeks start Monday), then the download. */
export function BudgetDimancheBouton({ associationId }: { associationId: number }) {
  const [ouvert, setOuvert] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOuvert(true)}>
        Budget Dimanche
      </Button>
      <FormDialog open={ouvert} onClose={() => setOuvert(false)} width={600} title="Budget Dimanche">
        {(titleId) => (
          <BudgetDimancheForm titleId={titleId} associationId={associationId} onClose={() => setOuvert(false)} />
        )}
      </FormDialog>
    </>
  );
}

function BudgetDimancheForm({
  titleId,
  associationId,
  onClose,
}: {
  titleId: string;
  associationId: number;
  onClose: () => void;
}) {
  const { form, soumission } = useFormulaire<Saisie, Valeurs>({
    resolver: zodResolver(FormSchema),
    defaultValues: { date: '' },
    envoyer: async ({ date }) => {
      await telechargerBudgetDimanche(associationId, date);
      onClose();
    },
  });
  return (
    <DialogForm titleId={titleId} libelleValider="Télécharger" onClose={onClose} {...soumission}>
      <DateField
        control={form.control}
        name="date"
        label="Dimanche"
        vide=""
        required
        shouldDisableDate={(iso) => !estDimanche(iso)}
      />
    </DialogForm>
  );
}
