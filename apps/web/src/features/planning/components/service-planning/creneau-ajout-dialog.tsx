import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { CreneauTravailBodySchema, FormationBodySchema, type Membre } from '@roulement/contract';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { DateField } from '../../../../components/form/date-field';
import { useSaisiesHoraires } from '../../../../components/form/heure-field';
import { PlageHoraireFields } from '../../../../components/form/plage-horaire-fields';
import { SelectField } from '../../../../components/form/select-field';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { useActionCreneau } from '../../api/use-action-creneau';

/** Extra hours (the floating button, spec §2.8) or training hours (spec §5: a name required). */
export type GenreAjout = 'heuresSupplementaires' | 'formation';

export const TITRE_AJOUT: Record<GenreAjout, string> = {
  heuresSupplementaires: 'Ajouter des heures supplémentaires',
  formation: 'Ajouter des heures de formation',
};

/** One form for both: the extra-hours body, plus the training name the contract requires for a training. */
export function schemaAjout(genre: GenreAjout) {
  const labelFormation: z.ZodType<string, string> =
    genre === 'formation' ? FormationBodySchema.shape.labelFormation : z.string();
  return CreneauTravailBodySchema.safeExtend({ labelFormation });
}
type Saisie = z.input<ReturnType<typeof schemaAjout>>;
type Valeurs = z.output<ReturnType<typeof schemaAjout>>;

export interface AjoutCreneauDialogProps {
  serviceId: number;
  genre: GenreAjout | null;
  membres: readonly Membre[];
  /** Chosen beforehand (member menu, clicked day); editable. */
  membreId?: number;
  date?: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function AjoutCreneauDialog({ genre, onClose, ...props }: AjoutCreneauDialogProps) {
  return (
    <FormDialog open={genre !== null} onClose={onClose} width={600} title={genre ? TITRE_AJOUT[genre] : ''}>
      {(titleId) => (genre ? <AjoutForm {...props} genre={genre} titleId={titleId} onClose={onClose} /> : null)}
    </FormDialog>
  );
}

function AjoutForm({
  serviceId,
  genre,
  membres,
  membreId,
  date,
  titleId,
  onClose,
  onSaved,
}: Omit<AjoutCreneauDialogProps, 'genre'> & { genre: GenreAjout; titleId: string }) {
  const mutation = useActionCreneau(serviceId);
  const saisies = useSaisiesHoraires();
  const { form, dialogForm } = useDialogForm<Saisie, Valeurs>({
    resolver: zodResolver(schemaAjout(genre)),
    defaultValues: { membreId, date: date ?? '', labelFormation: '' },
    pret: saisies.toutesValides,
    envoyer: async ({ labelFormation, type, ...creneau }) => {
      if (genre === 'formation') {
        await mutation.mutateAsync({ action: 'creerFormation', body: { ...creneau, labelFormation } });
        return 'Formation ajoutée';
      }
      await mutation.mutateAsync({ action: 'creerTravail', body: { ...creneau, type } });
      return 'Heures supplémentaires ajoutées';
    },
    onSaved,
    onClose,
  });
  const [debut, fin] = useWatch({ control: form.control, name: ['heureDebut', 'heureFin'] });
  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Ajouter">
      {genre === 'formation' ? (
        <TextField
          label="Formation"
          required
          {...form.register('labelFormation')}
          error={Boolean(form.formState.errors.labelFormation)}
          helperText={form.formState.errors.labelFormation?.message}
        />
      ) : null}
      <Controller
        control={form.control}
        name="membreId"
        render={({ field, fieldState }) => (
          <SelectField
            label="Membre"
            required
            value={typeof field.value === 'number' ? field.value : undefined}
            options={membres.map((m) => ({ value: m.membreId, label: m.nomComplet }))}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <DateField control={form.control} name="date" label="Date" required vide="" />
      <PlageHoraireFields
        control={form.control}
        noms={{ debut: 'heureDebut', fin: 'heureFin' }}
        bornes={{
          debut: { max: typeof fin === 'number' ? fin : null },
          fin: { min: typeof debut === 'number' ? debut : null },
        }}
        saisies={saisies}
      />
    </DialogForm>
  );
}
