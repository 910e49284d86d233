import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { AVERTISSEMENT_PUBLICATION, estLundi, type ModelePlanning, numeroSemaine } from '@roulement/contract';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DatePicker } from '../../../components/date-picker/date-picker';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { paths } from '../../../config/paths';
import { aujourdhui } from '../../../lib/format';
import { usePublierModele } from '../api/publier-modele';
import { ChampListe, optionsSemaines } from './champ-liste';
import { type CorpsPublication, type PublicationFormInput, publicationFormSchema } from './publication-form-schema';

interface PublicationDialogProps {
  modele: ModelePlanning;
  onClose: () => void;
}

export function PublicationDialog({ modele, onClose }: PublicationDialogProps) {
  return (
    <FormDialog open title="Publier le modèle" width={600} onClose={onClose}>
      {(titleId) => <PublicationForm modele={modele} onClose={onClose} titleId={titleId} />}
    </FormDialog>
  );
}

const nonLundi = (iso: string) => !estLundi(iso);

/**
 * Spec §5 publication: Mondays only, from today on unless the user is an administrator; on
 * success the service planning opens at the published week (spec §4).
 */
function PublicationForm({ modele, onClose, titleId }: PublicationDialogProps & { titleId: string }) {
  const navigate = useNavigate();
  const publier = usePublierModele(modele.serviceId, modele.modelePlanningId);
  const today = aujourdhui();
  const dansLePasse = modele.abilities.publierDansLePasse;
  const form = useForm<PublicationFormInput, unknown, CorpsPublication>({
    resolver: zodResolver(publicationFormSchema(today, dansLePasse)),
    defaultValues: { date: null },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    publier.mutate(body, {
      onSuccess: () => {
        onClose();
        navigate(paths.servicePlanning(modele.serviceId, numeroSemaine(body.semaineMiseEnApplication)));
      },
    }),
  );

  return (
    <DialogForm
      titleId={titleId}
      onSubmit={submit}
      libelleValider="Publier"
      pending={publier.isPending}
      erreur={publier.error}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <DatePicker
            label="Date de mise en application"
            required
            value={field.value}
            onChange={field.onChange}
            minDate={dansLePasse ? null : today}
            shouldDisableDate={nonLundi}
            error={Boolean(errors.date)}
            helperText={errors.date?.message}
          />
        )}
      />
      <ChampListe
        control={form.control}
        name="debutCyclePublication"
        label="Semaine de début du roulement"
        options={optionsSemaines(modele)}
      />
      <Alert severity="warning">{AVERTISSEMENT_PUBLICATION}</Alert>
    </DialogForm>
  );
}
