import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { CongesDuJour } from '@roulement/contract';
import { ColoredChip } from '../../../components/colored-chip';

export interface PersonneDuJour {
  employeId: number;
  nomComplet: string;
  conges: CongesDuJour | null;
}

const libelleConges = (c: CongesDuJour) =>
  c.demiJourneeLabel ? `${c.type.label} (${c.demiJourneeLabel})` : c.type.label;

/** One group of the sheet, « Présents » or « Abscents », with its count; a leave shows in its type's colour. */
export function GroupePresence({ titre, personnes }: { titre: string; personnes: readonly PersonneDuJour[] }) {
  return (
    <Box component="section" aria-label={titre} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {titre} ({personnes.length})
      </Typography>
      {personnes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          Personne
        </Typography>
      ) : (
        <List dense disablePadding>
          {personnes.map((p) => (
            <ListItem key={p.employeId} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText primary={p.nomComplet} sx={{ flex: '1 1 auto', my: 0 }} />
              {p.conges ? (
                <ColoredChip size="small" color={p.conges.type.couleur} label={libelleConges(p.conges)} />
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
