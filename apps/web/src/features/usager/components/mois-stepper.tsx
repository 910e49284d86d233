import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { type MoisAnnee, moisPrecedent, moisSuivant } from '@roulement/contract';
import type { ReactNode } from 'react';
import { nomDuMois } from '../utils/mois';

interface MoisStepperProps {
  valeur: MoisAnnee;
  onChange: (valeur: MoisAnnee) => void;
  /** Replaces the 'next' chevron (the sheet editor's plus, spec §2). */
  suivant?: ReactNode;
  disabled?: boolean;
}

/** Spec §2 sheet selector: a month/year stepper, months 1 to 12 with year rollover. */
export function MoisStepper({ valeur, onChange, suivant, disabled }: MoisStepperProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label="Mois précédent" disabled={disabled} onClick={() => onChange(moisPrecedent(valeur))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography sx={{ minWidth: 120, textAlign: 'center', textTransform: 'capitalize' }} aria-live="polite">
        {nomDuMois(valeur.mois)} {valeur.annee}
      </Typography>
      {suivant ?? (
        <IconButton aria-label="Mois suivant" disabled={disabled} onClick={() => onChange(moisSuivant(valeur))}>
          <ChevronRightIcon />
        </IconButton>
      )}
    </Stack>
  );
}
