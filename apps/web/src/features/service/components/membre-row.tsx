import { Avatar, Box, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { type Membre, textColorFor } from '@roulement/contract';
import type { ReactNode } from 'react';
import { formatHeures } from '../../../lib/format';

const initiales = (membre: Membre) =>
  `${membre.employe.utilisateur.prenom.charAt(0)}${membre.employe.utilisateur.nom.charAt(0)}`.toUpperCase();

export interface MembreRowProps {
  membre: Membre;
  /** Spec §2.7: service 0 shows no hours. */
  afficherHeures: boolean;
  /** Shown when the row is hovered or holds the focus (spec §2.7 hover actions, later a menu). */
  actions?: ReactNode;
}

/** A member: their colour, name and weekly hours. */
export function MembreRow({ membre, afficherHeures, actions }: MembreRowProps) {
  return (
    <ListItem
      aria-label={membre.nomComplet}
      sx={{
        borderRadius: 1,
        '&:hover, &:focus-within': { bgcolor: 'action.hover' },
        '& .membre-actions': { opacity: 0, transition: 'opacity 120ms' },
        '&:hover .membre-actions, &:focus-within .membre-actions': { opacity: 1 },
      }}
      secondaryAction={actions ? <Box className="membre-actions">{actions}</Box> : undefined}
    >
      <ListItemAvatar>
        <Avatar sx={{ bgcolor: membre.couleur, color: textColorFor(membre.couleur), fontSize: '0.9rem' }}>
          {initiales(membre)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={membre.nomComplet}
        secondary={afficherHeures ? `${formatHeures(membre.heuresHebdo * 60)} par semaine` : undefined}
      />
    </ListItem>
  );
}
