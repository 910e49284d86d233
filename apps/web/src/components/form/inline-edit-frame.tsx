import Edit from '@mui/icons-material/Edit';
import { Box, IconButton, Typography } from '@mui/material';
import { NON_RENSEIGNE } from '@roulement/contract';
import type { ReactNode } from 'react';

interface InlineEditFrameProps {
  label: string;
  /** The text shown when not editing; empty shows 'Non renseigné' (spec §2.6). */
  display: string | null;
  editing: boolean;
  editor: ReactNode;
  disabled?: boolean;
  onEdit: () => void;
}

/** Label + value + pencil, swapped for the editor while editing. */
export function InlineEditFrame({ label, display, editing, editor, disabled, onEdit }: InlineEditFrameProps) {
  if (editing) return <Box sx={{ py: 1 }}>{editor}</Box>;
  const empty = display === null || display.trim() === '';
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography
          sx={{
            fontStyle: empty ? 'italic' : 'normal',
            color: empty ? 'text.secondary' : 'text.primary',
            cursor: disabled ? 'default' : 'pointer',
          }}
          onClick={disabled ? undefined : onEdit}
          data-testid={`valeur-${label}`}
        >
          {empty ? NON_RENSEIGNE : display}
        </Typography>
        {disabled ? null : (
          <IconButton size="small" aria-label={`Modifier ${label}`} onClick={onEdit}>
            <Edit fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
