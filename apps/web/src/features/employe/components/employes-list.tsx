import { Box, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, ListSubheader, Paper } from '@mui/material';
import { type EmployeResume, GROUPES_EMPLOYES } from '@roulement/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export type UtilisateurResume = EmployeResume['utilisateur'];

export interface EmployesListProps {
  employes: readonly EmployeResume[];
  /** The avatar of a user (the auth feature's), given by the screen. */
  avatar: (utilisateur: UtilisateurResume) => ReactNode;
}

/** One group of the list per status, in the spec's order, empty groups left out. */
export function grouperEmployes(employes: readonly EmployeResume[]) {
  return GROUPES_EMPLOYES.map((groupe) => ({
    ...groupe,
    employes: employes
      .filter((e) => e.status === groupe.status)
      .sort((a, b) => a.nomComplet.localeCompare(b.nomComplet, 'fr')),
  })).filter((groupe) => groupe.employes.length > 0);
}

const secondaryOf = (employe: EmployeResume): string =>
  [employe.metier, employe.complementStatus].filter(Boolean).join(' · ');

/** Spec §2.11: groups A venir, Présents, Enregistrés, Sortis; each item opens the employee. */
export function EmployesList({ employes, avatar }: EmployesListProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {grouperEmployes(employes).map((groupe) => (
        <Paper key={groupe.status}>
          {/* The heading stays outside the <ul>, whose children must all be list items. */}
          <ListSubheader component="h2" sx={{ bgcolor: 'transparent', fontSize: '1rem' }}>
            {groupe.titre} ({groupe.employes.length})
          </ListSubheader>
          <List aria-label={groupe.titre} sx={{ pt: 0 }}>
            {groupe.employes.map((employe) => (
              <ListItem key={employe.employeId} disablePadding>
                <ListItemButton component={RouterLink} to={paths.employe(employe.employeId)}>
                  <ListItemAvatar>{avatar(employe.utilisateur)}</ListItemAvatar>
                  <ListItemText primary={employe.nomComplet} secondary={secondaryOf(employe) || undefined} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}
