import { List, ListItem, ListItemText } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { QueryState } from '../../../components/feedback/query-state';
import { useJoursFeries } from '../../../lib/lister-jours-feries';

/** The public holidays of one year, in date order. */
export function JoursFeriesList({ annee }: { annee: number }) {
  const joursFeries = useJoursFeries(annee);
  return (
    <QueryState
      query={joursFeries}
      isEmpty={(jours) => jours.length === 0}
      emptyMessage={`Aucun jour férié pour ${annee}`}
    >
      {(jours) => (
        <List dense aria-label={`Jours fériés ${annee}`}>
          {jours.map((jour) => (
            <ListItem key={jour.date} disableGutters>
              <ListItemText
                primary={jour.label}
                secondary={format(parseISO(jour.date), 'EEEE d MMMM yyyy', { locale: fr })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </QueryState>
  );
}
