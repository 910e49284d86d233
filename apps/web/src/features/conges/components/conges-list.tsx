import OpenInNew from '@mui/icons-material/OpenInNew';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { IconButton, List, ListItem, ListItemButton, ListItemText, Stack, Tooltip } from '@mui/material';
import type { Conges } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { ColoredChip } from '../../../components/colored-chip';
import { EmptyState } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';
import { texteDatesConges } from '../../../lib/format';
import { CongesBadge } from './conges-badge';

interface CongesListProps {
  conges: readonly Conges[];
  onOpen: (conges: Conges) => void;
  /** Spec §6: an establishment administrator may create a replacement contract from a leave. */
  onRemplacer?: (conges: Conges) => void;
}

/** The leave of one balance row, newest first, each with its badge (spec §4). */
export function CongesList({ conges, onOpen, onRemplacer }: CongesListProps) {
  if (conges.length === 0) return <EmptyState message="Aucun congé" />;
  const tries = [...conges].sort((a, b) => b.dateDebut.localeCompare(a.dateDebut));
  return (
    <List aria-label="Congés">
      {tries.map((c) => (
        <ListItem
          key={c.congesId}
          disablePadding
          secondaryAction={
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <CongesBadge conges={c} />
              {c.demandeCongesId !== null ? (
                <Tooltip title="Voir la demande">
                  <IconButton
                    aria-label="Voir la demande"
                    component={RouterLink}
                    to={paths.demandeCongesDetail(c.demandeCongesId)}
                  >
                    <OpenInNew fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              {onRemplacer ? (
                <Tooltip title="Contrat de remplacement">
                  <IconButton aria-label="Contrat de remplacement" onClick={() => onRemplacer(c)}>
                    <SwapHoriz fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
            </Stack>
          }
        >
          <ListItemButton onClick={() => onOpen(c)} sx={{ pr: 18 }}>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                  <ColoredChip size="small" color={c.type.couleur} label={c.type.label} component="span" />
                  <span>{texteDatesConges(c)}</span>
                </Stack>
              }
              secondary={c.commentaire}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
