import { Chip, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { DEMANDE_STATUT, type DemandeResume } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { periodeDemande, routeDemande } from '../utils/libelles-demande';
import { DemandeCompteurs } from './demande-compteurs';

interface DemandeListProps {
  label: string;
  demandes: readonly DemandeResume[];
  emptyMessage: string;
  /** The request open beside the list. */
  selectedId?: number | undefined;
}

/** What a list item says of a request (spec §2.7): employee, type and period, status, counters. */
export function ResumeDemande({ demande: d }: { demande: DemandeResume }) {
  return (
    <>
      <ListItemText
        primary={d.employe.nomComplet}
        secondary={`${d.typeDemande} · ${periodeDemande(d)}`}
        sx={{ minWidth: 0, flex: '1 1 12rem' }}
      />
      <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
        {d.statut.demandeStatutId === DEMANDE_STATUT.EN_ATTENTE ? null : (
          <Chip size="small" component="span" label={d.statut.label} />
        )}
        <DemandeCompteurs demande={d} />
      </Stack>
    </>
  );
}

/** Spec §2.7 list items: employee, type and date, counters; each opens its type's detail route. */
export function DemandeList({ label, demandes, emptyMessage, selectedId }: DemandeListProps) {
  if (demandes.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <List aria-label={label} disablePadding>
      {demandes.map((d) => (
        <ListItem key={d.demandeId} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={routeDemande(d)}
            selected={d.demandeId === selectedId}
            sx={{ flexWrap: 'wrap', columnGap: 2 }}
          >
            <ResumeDemande demande={d} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
