import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { AUCUNE_HEURE_DE_TRAVAIL, type Demande, dateFr } from '@roulement/contract';
import { formatHeures } from '../../../lib/format';
import { LIBELLES_RECUPERATION, periodeRecuperation } from '../utils/libelles-demande';
import { Champ } from './champ';

type Recuperation = NonNullable<Demande['recuperation']>;

/** Spec §2.8 recovery detail: service, the period, and the work it turns into recovery. */
export function ContenuRecuperation({ recuperation: r }: { recuperation: Recuperation }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
        <Champ label="Service">{r.serviceNom}</Champ>
        <Champ label="Période">{periodeRecuperation(r)}</Champ>
      </Stack>
      <section aria-labelledby="recuperations-evaluees">
        <Typography id="recuperations-evaluees" variant="subtitle2" component="h4">
          Récupérations
        </Typography>
        {r.recuperations.length === 0 ? (
          <Typography color="text.secondary">{AUCUNE_HEURE_DE_TRAVAIL}</Typography>
        ) : (
          <List dense aria-labelledby="recuperations-evaluees">
            {r.recuperations.map((e) => (
              <ListItem key={`${e.date}-${e.heureDebut.valeur}-${e.type}`} disableGutters>
                <ListItemText
                  primary={`${dateFr(e.date)} · ${e.heureDebut.toHeureMinute} – ${e.heureFin.toHeureMinute}`}
                  secondary={`${LIBELLES_RECUPERATION[e.type]} · ${formatHeures(e.dureeEnMinute)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
