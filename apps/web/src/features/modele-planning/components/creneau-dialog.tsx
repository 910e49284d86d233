import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, DialogActions, DialogContent, Stack } from '@mui/material';
import {
  type Membre,
  type ModeleCreneauBody,
  ModeleCreneauBodySchema,
  type ModeleCreneauDeTravail,
  type ModelePlanning,
} from '@roulement/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useGranularite } from '../../../components/time-picker/granularite-context';
import { TimePicker } from '../../../components/time-picker/time-picker';
import { messageOf } from '../../../lib/api-client';
import { useEditerModele } from '../api/editer-modele';
import type { UsageFormulaire } from '../hooks/actions-grille';
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
  const [horairesLisibles, setHorairesLisibles] = useState({ debut: true, fin: true });
  const form = useForm<ModeleCreneauBody, unknown, Sortie>({
    resolver: zodResolver(ModeleCreneauBodySchema),
    defaultValues: valeurs,
  });
  const { errors } = form.formState;
  const [heureDebut, heureFin] = useWatch({ control: form.control, name: ['heureDebut', 'heureFin'] });

  const submit = form.handleSubmit((body) => {
    if (!horairesLisibles.debut || !horairesLisibles.fin) return;
    const done = () => {
      onSaved(TITRES[usage].succes);
      onClose();
    };
    if (usage === 'modifier' && creneau) {
      const id = creneau.modeleCreneauDeTravailId;
      editer.mutate(
        {
          type: 'modifierCreneau',
          ordre: creneau.ordreSemaine,
          modeleCreneauDeTravailId: id,
          body: { ...body, modeleCreneauDeTravailId: id },
        },
        { onSuccess: done },
      );
    } else editer.mutate({ type: 'creerCreneau', body }, { onSuccess: done });
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
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
          <Stack direction="row" spacing={2}>
            <Controller
              control={form.control}
              name="heureDebut"
              render={({ field }) => (
                <Box sx={{ flex: 1 }}>
                  <TimePicker
                    label="Début"
                    required
                    value={field.value ?? null}
                    max={typeof heureFin === 'number' ? heureFin - granularite : null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onValidityChange={(debut) => setHorairesLisibles((h) => ({ ...h, debut }))}
                    error={Boolean(errors.heureDebut)}
                    helperText={errors.heureDebut?.message}
                  />
                </Box>
              )}
            />
            <Controller
              control={form.control}
              name="heureFin"
              render={({ field }) => (
                <Box sx={{ flex: 1 }}>
                  <TimePicker
                    label="Fin"
                    required
                    value={field.value ?? null}
                    min={typeof heureDebut === 'number' ? heureDebut + granularite : null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onValidityChange={(fin) => setHorairesLisibles((h) => ({ ...h, fin }))}
                    error={Boolean(errors.heureFin)}
                    helperText={errors.heureFin?.message}
                  />
                </Box>
              )}
            />
          </Stack>
          {editer.isError ? <Alert severity="error">{messageOf(editer.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button type="submit" variant="contained" loading={editer.isPending}>
          {TITRES[usage].bouton}
        </Button>
      </DialogActions>
    </form>
  );
}
