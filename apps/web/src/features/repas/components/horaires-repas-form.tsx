import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { type HorairesRepas, HorairesRepasBodySchema } from '@roulement/contract';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useSaisiesHoraires } from '../../../components/form/heure-field';
import { PlageHoraireFields } from '../../../components/form/plage-horaire-fields';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { useModifierHorairesRepas } from '../api/horaires-repas';

type Saisie = z.input<typeof HorairesRepasBodySchema>;
type Valeurs = z.output<typeof HorairesRepasBodySchema>;

interface HorairesRepasFormProps {
  etablissementId: number;
  horaires: HorairesRepas | null;
}

/** The two ranges for the director or an administrator (spec §6); each server error under its field. */
export function HorairesRepasForm({ etablissementId, horaires }: HorairesRepasFormProps) {
  const modifier = useModifierHorairesRepas(etablissementId);
  const saisies = useSaisiesHoraires();
  const ids = useId();
  const [enregistre, setEnregistre] = useState(false);
  const { form, soumission } = useFormulaire<Saisie, Valeurs>({
    resolver: zodResolver(HorairesRepasBodySchema),
    defaultValues: {
      debutMidi: horaires?.plageRestaurationMidi?.heureDebut,
      finMidi: horaires?.plageRestaurationMidi?.heureFin,
      debutSoir: horaires?.plageRestaurationSoir?.heureDebut,
      finSoir: horaires?.plageRestaurationSoir?.heureFin,
    },
    pret: saisies.toutesValides,
    envoyer: async (valeurs) => {
      setEnregistre(false);
      await modifier.mutateAsync(valeurs);
      setEnregistre(true);
    },
  });
  const sansBornes = { debut: {}, fin: {} };
  return (
    <Stack component="form" noValidate onSubmit={soumission.onSubmit} spacing={2} aria-label="Horaires des repas">
      <Stack role="group" aria-labelledby={`${ids}-midi`} spacing={1}>
        <Typography variant="subtitle2" id={`${ids}-midi`}>
          Service du midi
        </Typography>
        <PlageHoraireFields
          control={form.control}
          noms={{ debut: 'debutMidi', fin: 'finMidi' }}
          bornes={sansBornes}
          saisies={saisies}
        />
      </Stack>
      <Stack role="group" aria-labelledby={`${ids}-soir`} spacing={1}>
        <Typography variant="subtitle2" id={`${ids}-soir`}>
          Service du soir
        </Typography>
        <PlageHoraireFields
          control={form.control}
          noms={{ debut: 'debutSoir', fin: 'finSoir' }}
          bornes={sansBornes}
          saisies={saisies}
        />
      </Stack>
      {soumission.erreur ? <Alert severity="error">{soumission.erreur}</Alert> : null}
      {enregistre ? <Alert severity="success">Horaires des repas enregistrés</Alert> : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={soumission.pending}>
          Enregistrer
        </Button>
      </Stack>
    </Stack>
  );
}
