import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { type Accueil, AUCUN_ACCUEIL } from '@roulement/contract';
import { datesAccueil } from './usager-detail';

/** The stay history, latest first. */
export function AccueilsList({ accueils }: { accueils: Accueil[] }) {
  if (accueils.length === 0) return <Typography color="text.secondary">{AUCUN_ACCUEIL}</Typography>;
  return (
    <List aria-label="Accueils">
      {accueils.map((a) => (
        <ListItem key={a.accueilId} divider>
          <ListItemText
            primary={a.serviceDAccueil.nom + (a.dispositif ? ` · ${a.dispositif.libelle}` : '')}
            secondary={datesAccueil(a)}
          />
        </ListItem>
      ))}
    </List>
  );
}
