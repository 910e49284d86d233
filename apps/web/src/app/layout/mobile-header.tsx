import CalendarMonth from '@mui/icons-material/CalendarMonth';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Inbox from '@mui/icons-material/Inbox';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Badge,
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import { LIEN_AIDE, type Navigation } from '@roulement/contract';
import { type ReactNode, useId, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { UserAvatar } from '../../features/auth/components/user-avatar';
import { EtablissementPicker } from '../../features/etablissement/components/etablissement-picker';
import { useCompteursDemandes } from '../../lib/compteurs-demandes';
import { initialesDe } from '../../lib/initiales';
import type { AppHeaderProps } from './app-header';
import { CompteursDemandes } from './demandes-button';
import { liensVisibles } from './main-navigation';
import { MenuAdministrationALaDemande } from './menu-administration-a-la-demande';

function Lien({
  to,
  icon,
  children,
  onClick,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      onClick={onClick}
      sx={{ flexWrap: 'wrap', rowGap: 0.5, '&.active': { bgcolor: 'action.selected' } }}
    >
      {icon ? <ListItemIcon aria-hidden>{icon}</ListItemIcon> : null}
      {children}
    </ListItemButton>
  );
}

/**
 * Spec §2.3 on a phone (issue 10): the header's content would not fit on one line, so it moves
 * into a drawer opened by the menu button. A red dot on that button stands for requests waiting
 * for the user's validation, the one count worth opening the menu for.
 */
export function MobileHeader({
  session,
  etablissements,
  etablissement,
  onEtablissementChange,
  navigation,
}: AppHeaderProps & { navigation: Navigation }) {
  const drawerId = useId();
  const [ouvert, setOuvert] = useState(false);
  const { data: compteurs } = useCompteursDemandes();
  const fermer = () => setOuvert(false);
  const liens = liensVisibles(navigation);
  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Ouvrir le menu"
          aria-controls={drawerId}
          aria-expanded={ouvert}
          onClick={() => setOuvert(true)}
        >
          <Badge variant="dot" color="error" invisible={!compteurs?.aValider}>
            <MenuIcon />
          </Badge>
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to={paths.planningUtilisateur}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          Roulement
        </Typography>
      </Toolbar>
      {/* Kept mounted: the administration dialogs opened from the drawer live inside it. */}
      <Drawer
        open={ouvert}
        onClose={fermer}
        keepMounted
        slotProps={{ paper: { id: drawerId, role: 'dialog', 'aria-label': 'Menu' } }}
      >
        <Box sx={{ width: 'min(320px, 85vw)' }}>
          <Box sx={{ bgcolor: 'primary.main', color: 'common.white', p: 2, display: 'grid', gap: 1.5 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              Roulement
            </Typography>
            <EtablissementPicker
              etablissements={etablissements}
              value={etablissement}
              onChange={(id) => {
                onEtablissementChange(id);
                fermer();
              }}
            />
          </Box>
          <List component="div">
            {navigation.monPlanning ? (
              <Lien to={paths.planningUtilisateur} icon={<CalendarMonth />} onClick={fermer}>
                <ListItemText>Mon Planning</ListItemText>
              </Lien>
            ) : null}
            <Lien to={paths.demandes} icon={<Inbox />} onClick={fermer}>
              <ListItemText>Demandes</ListItemText>
              <CompteursDemandes compteurs={compteurs} enMots />
            </Lien>
          </List>
          {liens.length > 0 ? (
            <>
              <Divider />
              <List component="nav" aria-label="Menu principal">
                {liens.map((lien) => (
                  <Lien key={lien.key} to={lien.to} onClick={fermer}>
                    <ListItemText>{lien.label}</ListItemText>
                  </Lien>
                ))}
              </List>
            </>
          ) : null}
          <Divider />
          <List component="div">
            {navigation.menuAdministration ? (
              <Box sx={{ px: 1, py: 0.5 }}>
                <MenuAdministrationALaDemande />
              </Box>
            ) : null}
            <ListItemButton component="a" href={LIEN_AIDE} target="_blank" rel="noopener noreferrer">
              <ListItemIcon>
                <HelpOutlineOutlined />
              </ListItemIcon>
              <ListItemText>Aide</ListItemText>
            </ListItemButton>
            <Lien
              to={paths.utilisateurInformations}
              icon={
                <UserAvatar utilisateurId={session.utilisateurId} initiales={initialesDe(session.username)} size={28} />
              }
              onClick={fermer}
            >
              <ListItemText>Mon profil</ListItemText>
            </Lien>
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
