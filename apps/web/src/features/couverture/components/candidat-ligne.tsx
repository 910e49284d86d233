import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Box, Checkbox, ListItem, ListItemText, Typography } from '@mui/material';
import type { Candidat } from '@roulement/contract';
import { useId } from 'react';

interface CandidatLigneProps {
  candidat: Candidat;
  choisi: boolean;
  onBasculer: () => void;
}

/**
 * One candidate: the row is the checkbox's label, so the whole row is a thumb-sized target with a
 * single control in it (a button around a checkbox nests two). The unavailable cannot be chosen.
 */
export function CandidatLigne({ candidat, choisi, onBasculer }: CandidatLigneProps) {
  const nomId = useId();
  const raisonsId = useId();
  return (
    <ListItem disablePadding divider>
      <Box
        component="label"
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          width: '100%',
          minHeight: 56,
          py: 0.5,
          cursor: candidat.disponible ? 'pointer' : 'default',
        }}
      >
        <Checkbox
          checked={choisi}
          disabled={!candidat.disponible}
          onChange={onBasculer}
          slotProps={{ input: { 'aria-labelledby': nomId, 'aria-describedby': raisonsId } }}
        />
        <ListItemText
          sx={{ minWidth: 0, mt: 1 }}
          primary={
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <span id={nomId}>{candidat.nomComplet}</span>
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
          secondary={<span id={raisonsId}>{candidat.raisons.join(' · ')}</span>}
          slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </Box>
    </ListItem>
  );
}
