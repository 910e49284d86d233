import { Box, Button, Toolbar } from '@mui/material';
import type { Navigation } from '@roulement/contract';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';

const LINKS = [
  { key: 'etablissement', label: 'Établissement', to: paths.etablissement },
  { key: 'tableauDesConges', label: 'Tableau des congés', to: paths.tableauDesConges },
  { key: 'services', label: 'Services', to: paths.services },
  { key: 'employes', label: 'Employés', to: paths.employes },
  { key: 'usagers', label: 'Usagers', to: paths.usagers },
  // Issue 27: the slots to cover, for those who may send someone.
  { key: 'aCouvrir', label: 'À couvrir', to: paths.aCouvrir },
] as const satisfies readonly { key: keyof Navigation; label: string; to: string }[];

/** Spec §2.3: the main menu's links the user may follow, none outside the main menu. */
export const liensVisibles = (navigation: Navigation) =>
  navigation.menuPrincipal ? LINKS.filter((link) => navigation[link.key]) : [];

/** Spec §2.3: the main menu, each link shown per `navigationOf` (contract). */
export function MainNavigation({ navigation }: { navigation: Navigation }) {
  const visible = liensVisibles(navigation);
  if (visible.length === 0) return null;
  return (
    <Toolbar variant="dense" sx={{ minHeight: 44, bgcolor: 'primary.dark' }}>
      <Box component="nav" aria-label="Menu principal" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {visible.map((link) => (
          <Button
            key={link.key}
            component={NavLink}
            to={link.to}
            color="inherit"
            sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.18)' } }}
          >
            {link.label}
          </Button>
        ))}
      </Box>
    </Toolbar>
  );
}
