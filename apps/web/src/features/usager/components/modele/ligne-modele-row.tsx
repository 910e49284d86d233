import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, TableCell, TableRow, TextField } from '@mui/material';
import type { LigneModeleAim } from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-client';
import { lireBudget } from '../../utils/modele-aim';
import { formatEuros } from '../../utils/montant';

interface LigneModeleRowProps {
  ligne: LigneModeleAim;
  derniere: boolean;
  modifiable: boolean;
  pending: boolean;
  onBudget: (budget: number) => Promise<unknown>;
  onDeplacer: (position: number) => void;
  onSupprimer: () => void;
}

/** Spec §4 template line: edited in place (Enter confirms, Escape cancels), moved, deleted. */
export function LigneModeleRow({
  ligne,
  derniere,
  modifiable,
  pending,
  onBudget,
  onDeplacer,
  onSupprimer,
}: LigneModeleRowProps) {
  const [saisie, setSaisie] = useState<string | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const libelle = ligne.posteAIM.libelle;
  const annuler = () => {
    setSaisie(null);
    setErreur(null);
  };
  const enregistrer = async (texte: string) => {
    const lu = lireBudget(texte);
    if ('erreur' in lu) return setErreur(lu.erreur);
    // Spec §4: a call only when the amount changed.
    if (lu.budget === ligne.budgetParDefaut) return annuler();
    try {
      await onBudget(lu.budget);
      annuler();
    } catch (error) {
      setErreur(messageOf(error));
    }
  };
  return (
    <TableRow>
      <TableCell>{libelle}</TableCell>
      <TableCell>
        {saisie === null ? (
          formatEuros(ligne.budgetParDefaut)
        ) : (
          <TextField
            size="small"
            autoFocus
            label={`Budget ${libelle}`}
            value={saisie}
            disabled={pending}
            onChange={(e) => setSaisie(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void enregistrer(saisie);
              } else if (e.key === 'Escape') annuler();
            }}
            error={Boolean(erreur)}
            helperText={erreur ?? 'Entrée pour valider, Échap pour annuler'}
          />
        )}
      </TableCell>
      <TableCell>{ligne.posteAIM.libellePeriodiciteDAIM}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {modifiable ? (
          <>
            <IconButton
              aria-label={`Modifier ${libelle}`}
              onClick={() => setSaisie(String(ligne.budgetParDefaut).replace('.', ','))}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={`Monter ${libelle}`}
              disabled={pending || ligne.ordre <= 1}
              onClick={() => onDeplacer(ligne.ordre - 1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Descendre ${libelle}`}
              disabled={pending || derniere}
              onClick={() => onDeplacer(ligne.ordre + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={`Supprimer ${libelle}`} disabled={pending} onClick={onSupprimer}>
              <DeleteIcon />
            </IconButton>
          </>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
