import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Logout from '@mui/icons-material/Logout';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import Person from '@mui/icons-material/Person';
import { Box, Divider, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import { NavLink, Outlet } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { signOut } from '../../../lib/auth';

const MENU = [
  { to: paths.utilisateurInformations, label: 'Informations', icone: <Person /> },
  { to: paths.utilisateurSoldes, label: 'Soldes', icone: <AccountBalanceWallet /> },
  { to: paths.utilisateurDelegations, label: 'Délégations', icone: <PeopleAlt /> },
];

/** Spec §2.6: lateral menu Informations / Soldes / Délégations (issue 10) / Déconnexion beside the chosen section. */
export function ProfilLayout() {
  return (
    <PageContainer>
      <PageTitle title="Mon profil" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
        <Paper component="nav" aria-label="Menu du profil">
          <List>
            {MENU.map(({ to, label, icone }) => (
              <ListItem key={to} disablePadding>
                <ListItemButton component={NavLink} to={to} sx={{ '&.active': { bgcolor: 'action.selected' } }}>
                  <ListItemIcon>{icone}</ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {/* Outside the lists: a <ul> holds list items only. */}
          <Divider sx={{ my: 1 }} />
          <List>
            <ListItem disablePadding>
              <ListItemButton onClick={() => void signOut(paths.connexion)}>
                <ListItemIcon>
                  <Logout />
                </ListItemIcon>
                <ListItemText primary="Déconnexion" />
              </ListItemButton>
            </ListItem>
          </List>
        </Paper>
        <Box>
          <Outlet />
        </Box>
      </Box>
    </PageContainer>
  );
}
