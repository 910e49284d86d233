import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { AVERTISSEMENT_PUBLICATION, estLundi, type ModelePlanning, numeroSemaine } from '@roulement/contract';
import { useNavigate } from 'react-router';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { DateField } from '../../../../components/form/date-field';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { paths } from '../../../../config/paths';
import { aujourdhui } from '../../../../lib/format';
import { usePublierModele } from '../../api/publier-modele';
import { ChampListe, optionsSemaines } from './champ-liste';
import {
  type PublicationFormInput,
  type PublicationFormOutput,
  publicationFormSchema,
} from './publication-form-schema';

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
  const { form, dialogForm } = useDialogForm<PublicationFormInput, PublicationFormOutput>({
    resolver: zodResolver(publicationFormSchema(today, dansLePasse)),
    defaultValues: { date: null },
    // The form asks a date; the body carries its ISO week.
    champServeur: (chemin) => (chemin === 'semaineMiseEnApplication' ? 'date' : chemin),
    envoyer: async (body) => {
      await publier.mutateAsync(body);
      navigate(paths.servicePlanning(modele.serviceId, numeroSemaine(body.semaineMiseEnApplication)));
      return undefined;
    },
    onClose,
  });

  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Publier">
      <DateField
        control={form.control}
        name="date"
        label="Date de mise en application"
        required
        minDate={dansLePasse ? null : today}
        shouldDisableDate={nonLundi}
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
