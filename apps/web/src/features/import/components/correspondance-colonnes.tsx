import { Box, MenuItem, TextField } from '@mui/material';
import type { ImportRapport } from '@roulement/contract';

const IGNOREE = '';

/** One picker per header of the file: recognised ones come filled, the others can be mapped by hand. */
export function CorrespondanceColonnes({
  colonnes,
  modele,
  onChange,
  disabled,
}: {
  colonnes: ImportRapport['colonnes'];
  /** The columns of the kind's template, offered for each header. */
  modele: readonly string[];
  onChange: (colonnes: (string | null)[]) => void;
  disabled: boolean;
}) {
  const changer = (index: number, valeur: string) =>
    onChange(colonnes.map((c, i) => (i === index ? valeur || null : c.colonne)));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
      }}
    >
      {colonnes.map((c, i) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: a header's position is its identity; the list never reorders.
          key={i}
          select
          size="small"
          label={c.entete || `Colonne ${i + 1}`}
          value={c.colonne ?? IGNOREE}
          disabled={disabled}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => changer(i, event.target.value)}
        >
          <MenuItem value={IGNOREE}>
            <em>Ignorer</em>
          </MenuItem>
          {modele.map((colonne) => (
            <MenuItem key={colonne} value={colonne}>
              {colonne}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
