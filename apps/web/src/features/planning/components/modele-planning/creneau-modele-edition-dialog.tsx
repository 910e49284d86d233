import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import {
  type Membre,
  type ModeleCreneauBody,
  ModeleCreneauBodySchema,
  type ModeleCreneauDeTravail,
  type ModelePlanning,
} from '@roulement/contract';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useSaisiesHoraires } from '../../../../components/form/heure-field';
import { PlageHoraireFields } from '../../../../components/form/plage-horaire-fields';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { useGranularite } from '../../../../components/time-picker/granularite-context';
import { useEditerModele } from '../../api/editer-modele';
import type { UsageFormulaire } from '../../hooks/modele-planning/actions-grille';
import { ChampListe, OPTIONS_JOURS, optionsSemaines } from './champ-liste';

const TITRES: Record<UsageFormulaire, { titre: string; bouton: string; succes: string }> = {
  creer: { titre: 'Ajouter un créneau', bouton: 'Créer', succes: 'Créneau ajouté' },
  copier: { titre: 'Copier le créneau', bouton: 'Copier', succes: 'Créneau copié' },
  modifier: { titre: 'Modifier le créneau', bouton: 'Enregistrer', succes: 'Créneau modifié' },
};

interface CreneauDialogProps {
  modele: ModelePlanning;
  usage: UsageFormulaire;
  valeurs: Partial<ModeleCreneauBody>;
  /** The slot changed, when `usage` is 'modifier'. */
  creneau?: ModeleCreneauDeTravail;
  /** Members offered: the titulaires (spec §5), and the slot's own member. */
  membres: readonly Membre[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function CreneauDialog({ usage, onClose, ...rest }: CreneauDialogProps) {
  return (
    <FormDialog open title={TITRES[usage].titre} width={600} onClose={onClose}>
      {(titleId) => <CreneauForm usage={usage} onClose={onClose} titleId={titleId} {...rest} />}
    </FormDialog>
  );
}

type Sortie = z.output<typeof ModeleCreneauBodySchema>;

/**
 * Spec §5 template slot form: week and day required ('*information obligatoire'), start before
 * end — each time picker is bounded by the other, one step of the granularity apart.
 */
function CreneauForm({
  modele,
  usage,
  valeurs,
  creneau,
  membres,
  onClose,
  onSaved,
  titleId,
}: Omit<CreneauDialogProps, 'open'> & { titleId: string }) {
  const granularite = useGranularite();
  const editer = useEditerModele(modele);
  const saisies = useSaisiesHoraires();
  const { form, dialogForm } = useDialogForm<ModeleCreneauBody, Sortie>({
    resolver: zodResolver(ModeleCreneauBodySchema),
    defaultValues: valeurs,
    pret: saisies.toutesValides,
    envoyer: async (body) => {
      if (usage === 'modifier' && creneau) {
        const id = creneau.modeleCreneauDeTravailId;
        await editer.mutateAsync({
          type: 'modifierCreneau',
          ordre: creneau.ordreSemaine,
          modeleCreneauDeTravailId: id,
          body: { ...body, modeleCreneauDeTravailId: id },
        });
      } else await editer.mutateAsync({ type: 'creerCreneau', body });
      return TITRES[usage].succes;
    },
    onSaved,
    onClose,
  });
  const [heureDebut, heureFin] = useWatch({ control: form.control, name: ['heureDebut', 'heureFin'] });

  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider={TITRES[usage].bouton}>
      <Stack direction="row" spacing={2}>
        <ChampListe control={form.control} name="ordreSemaine" label="Semaine" options={optionsSemaines(modele)} />
        <ChampListe control={form.control} name="jourId" label="Jour" options={OPTIONS_JOURS} />
      </Stack>
      <ChampListe
        control={form.control}
        name="membreId"
        label="Membre"
        options={membres.map((m) => ({ value: m.membreId, label: m.nomComplet }))}
      />
      <PlageHoraireFields
        control={form.control}
        noms={{ debut: 'heureDebut', fin: 'heureFin' }}
        bornes={{
          debut: { max: typeof heureFin === 'number' ? heureFin - granularite : null },
          fin: { min: typeof heureDebut === 'number' ? heureDebut + granularite : null },
        }}
        saisies={saisies}
      />
    </DialogForm>
  );
}
