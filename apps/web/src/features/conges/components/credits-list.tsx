import Delete from '@mui/icons-material/Delete';
import { Box, IconButton, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { type CongesCredit, dateFr } from '@roulement/contract';
import { EmptyState } from '../../../components/feedback/empty-state';
import { CreditChip } from './credit-chip';

interface CreditsListProps {
  credits: readonly CongesCredit[];
  /** Opens the edit dialog; left out for a read-only list (the profile). */
  onOpen?: (credit: CongesCredit) => void;
  onDelete?: (credit: CongesCredit) => void;
}

const secondaryOf = (credit: CongesCredit): string =>
  [credit.dateExpiration ? `Expire le ${dateFr(credit.dateExpiration)}` : null, credit.commentaire]
    .filter(Boolean)
    .join(' · ');

/** Credits and debits of one leave type, newest first (spec §4: green credit, red debit, star if exceptional). */
export function CreditsList({ credits, onOpen, onDelete }: CreditsListProps) {
  if (credits.length === 0) return <EmptyState message="Aucun crédit ni débit" />;
  const tries = [...credits].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <List aria-label="Crédits et débits">
      {tries.map((credit) => {
        const text = (
          <ListItemText
            primary={`${credit.nbJours > 0 ? 'Crédit' : 'Débit'} du ${dateFr(credit.date)}`}
            secondary={secondaryOf(credit) || undefined}
          />
        );
        const modifiable = onOpen && credit.abilities.modifier;
        return (
          <ListItem
            key={credit.congesCreditId}
            disablePadding
            secondaryAction={
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <CreditChip credit={credit} />
                {onDelete && credit.abilities.supprimer ? (
                  <IconButton
                    aria-label={`Supprimer le ${credit.nbJours > 0 ? 'crédit' : 'débit'} du ${dateFr(credit.date)}`}
                    onClick={() => onDelete(credit)}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                ) : null}
              </Stack>
            }
          >
            {modifiable ? (
              <ListItemButton onClick={() => onOpen(credit)} sx={{ pr: 14 }}>
                {text}
              </ListItemButton>
            ) : (
              <Box sx={{ px: 2, py: 0.5, pr: 14, width: '100%' }}>{text}</Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
