import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Box, Checkbox, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { Candidat } from '@roulement/contract';
import { useId } from 'react';

interface CandidatLigneProps {
  candidat: Candidat;
  choisi: boolean;
  onBasculer: () => void;
}

/** One candidate: the whole row toggles the choice (a thumb-sized target); the unavailable are greyed. */
export function CandidatLigne({ candidat, choisi, onBasculer }: CandidatLigneProps) {
  const labelId = useId();
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={onBasculer}
        disabled={!candidat.disponible}
        sx={{ minHeight: 56, px: 1, alignItems: 'flex-start' }}
      >
        <ListItemIcon sx={{ minWidth: 44, mt: 0.5 }}>
          <Checkbox
            edge="start"
            checked={choisi}
            disabled={!candidat.disponible}
            tabIndex={-1}
            disableRipple
            slotProps={{ input: { 'aria-labelledby': labelId } }}
          />
        </ListItemIcon>
        <ListItemText
          sx={{ minWidth: 0 }}
          primary={
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <span id={labelId}>{candidat.nomComplet}</span>
              {candidat.cercle === 'ASSOCIATION' ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  · {candidat.etablissement}
                </Typography>
              ) : null}
              {candidat.avertissement ? (
                <WarningAmberOutlined fontSize="small" color="warning" titleAccess="Dérogation nécessaire" />
              ) : null}
            </Box>
          }
          secondary={candidat.raisons.join(' · ')}
          slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
