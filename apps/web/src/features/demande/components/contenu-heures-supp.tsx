import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { type Demande, dateFr, LIBELLES_CRENEAU } from '@roulement/contract';
import { Champ } from './champ';

interface ContenuHeuresSuppProps {
  heuresSupp: NonNullable<Demande['heuresSupp']>;
  /** Spec §2.8: the day's slots are previewed only while the request is pending. */
  enAttente: boolean;
}

/** Spec §2.8 overtime detail: service, date, hours, and the day's slots while pending. */
export function ContenuHeuresSupp({ heuresSupp: h, enAttente }: ContenuHeuresSuppProps) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
        <Champ label="Service">{h.serviceNom}</Champ>
        <Champ label="Date">{dateFr(h.date)}</Champ>
        <Champ label="Début">{h.heureDebut.toHeureMinute}</Champ>
        <Champ label="Fin">{h.heureFin.toHeureMinute}</Champ>
      </Stack>
      {enAttente ? (
        <section aria-labelledby="creneaux-du-jour">
          <Typography id="creneaux-du-jour" variant="subtitle2" component="h4">
            Créneaux du jour
          </Typography>
          {h.creneauxDuJour.length === 0 ? (
            <Typography color="text.secondary">Aucun créneau ce jour-là</Typography>
          ) : (
            <List dense aria-labelledby="creneaux-du-jour">
              {h.creneauxDuJour.map((c) => (
                <ListItem key={c.creneauId} disableGutters>
                  <ListItemText
                    primary={`${c.heureDebut.toHeureMinute} – ${c.heureFin.toHeureMinute}`}
                    secondary={LIBELLES_CRENEAU[c.type]}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </section>
      ) : null}
    </Stack>
  );
}
