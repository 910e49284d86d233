import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { CongesDuJour } from '@roulement/contract';

export interface PersonneDuJour {
  employeId: number;
  nomComplet: string;
  conges: CongesDuJour | null;
}

const libelleConges = (c: CongesDuJour) =>
  c.demiJourneeLabel ? `${c.type.label} (${c.demiJourneeLabel})` : c.type.label;

/**
 * The leave type in its colour: a dot and an outline, the label in the page's text colour. On the
 * colour itself, the spec's luminance rule gives white on sick-leave red (4.2:1, under WCAG's 4.5).
 */
function ChipConges({ conges }: { conges: CongesDuJour }) {
  const couleur = conges.type.couleur;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={libelleConges(conges)}
      icon={<Box data-testid="couleur-conges" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: couleur }} />}
      sx={{ borderColor: couleur }}
    />
  );
}

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
              {p.conges ? <ChipConges conges={p.conges} /> : null}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
