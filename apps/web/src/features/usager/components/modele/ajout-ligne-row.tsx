import AddIcon from '@mui/icons-material/Add';
import { IconButton, TableCell, TableRow, TextField } from '@mui/material';
import { type PosteAim, type PosteAimId, SELECTIONNEZ_UN_POSTE } from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-client';
import { lireBudget } from '../../utils/modele-aim';
import { PosteAimField } from '../poste-aim-field';

interface AjoutLigneRowProps {
  postes: readonly PosteAim[];
  pending: boolean;
  onAjouter: (posteAIMId: PosteAimId, budget: number) => Promise<unknown>;
}

/** Spec §2 add-line row: an aid item not yet in the model and its default budget. */
export function AjoutLigneRow({ postes, pending, onAjouter }: AjoutLigneRowProps) {
  const [poste, setPoste] = useState<PosteAimId | ''>('');
  const [budget, setBudget] = useState('');
  const [erreurs, setErreurs] = useState<{ poste?: string; budget?: string }>({});
  const ajouter = async () => {
    const lu = lireBudget(budget);
    const e = {
      poste: poste === '' ? SELECTIONNEZ_UN_POSTE : undefined,
      budget: 'erreur' in lu ? lu.erreur : undefined,
    };
    setErreurs(e);
    if (poste === '' || 'erreur' in lu) return;
    try {
      await onAjouter(poste, lu.budget);
      setPoste('');
      setBudget('');
    } catch (error) {
      setErreurs({ budget: messageOf(error) });
    }
  };
  return (
    <TableRow>
      <TableCell>
        <PosteAimField
          size="small"
          fullWidth
          postes={postes}
          value={poste}
          onChange={setPoste}
          erreur={erreurs.poste}
        />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          label="Budget par défaut"
          value={budget}
          onChange={(e) => setBudget(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void ajouter();
            }
          }}
          error={Boolean(erreurs.budget)}
          helperText={erreurs.budget}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </TableCell>
      <TableCell>{postes.find((p) => p.posteAIMId === poste)?.libellePeriodiciteDAIM ?? ''}</TableCell>
      <TableCell>
        <IconButton aria-label="Ajouter la ligne" disabled={pending} onClick={() => void ajouter()}>
          <AddIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
