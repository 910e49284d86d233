import { TextField } from '@mui/material';
import type { Ref } from 'react';

export const COMMENTAIRE_DE_REFUS = 'Écrivez pourquoi vous refusez';

interface ChampCommentaireDecisionProps {
  value: string;
  onChange: (value: string) => void;
  /** A refusal was asked without its reason. */
  manquant: boolean;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** The comment sent with a decision: optional to accept, required to refuse (decision 088). */
export function ChampCommentaireDecision({ value, onChange, manquant, inputRef }: ChampCommentaireDecisionProps) {
  return (
    <TextField
      label="Commentaire de la décision"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputRef={inputRef}
      error={manquant && value.trim() === ''}
      helperText={
        manquant && value.trim() === '' ? COMMENTAIRE_DE_REFUS : 'Facultatif pour accepter, nécessaire pour refuser'
      }
      size="small"
      fullWidth
      multiline
      maxRows={4}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  );
}
