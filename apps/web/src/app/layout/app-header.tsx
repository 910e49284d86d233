import CalendarMonth from '@mui/icons-material/CalendarMonth';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { type Authentification, type Etablissement, LIEN_AIDE, navigationOf } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { UserAvatar } from '../../features/auth/components/user-avatar';
import { EtablissementPicker } from '../../features/etablissement/components/etablissement-picker';
import { roleHolderOf } from '../../lib/auth';
import { initialesDe } from '../../lib/initiales';
import { DemandesButton } from './demandes-button';
import { MainNavigation } from './main-navigation';
import { MenuAdministrationALaDemande } from './menu-administration-a-la-demande';
import { MobileHeader } from './mobile-header';
import { OffresButton } from './offres-button';

export interface AppHeaderProps {
  session: Authentification;
  etablissements: readonly Etablissement[];
  etablissement: Etablissement | null;
  onEtablissementChange: (etablissementId: number) => void;
}

/** Spec §2.3: links per permission, establishment picker, Demandes, help, Mon Planning, avatar. */
export function AppHeader(props: AppHeaderProps) {
  const { session, etablissements, etablissement, onEtablissementChange } = props;
  const navigation = navigationOf(roleHolderOf(session), etablissement);
  // Below md the administrator's header no longer fits on one line: phones and small tablets get the drawer.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (compact) return <MobileHeader {...props} navigation={navigation} />;
  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to={paths.planningUtilisateur}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 1 }}
        >
          Roulement
        </Typography>
        <EtablissementPicker etablissements={etablissements} value={etablissement} onChange={onEtablissementChange} />
        <Box sx={{ flexGrow: 1 }} />
        <OffresButton />
        <DemandesButton />
        <Tooltip title="Aide">
          <IconButton
            color="inherit"
            component="a"
            href={LIEN_AIDE}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Aide"
          >
            <HelpOutlineOutlined />
          </IconButton>
        </Tooltip>
        {navigation.monPlanning ? (
          <Button color="inherit" component={RouterLink} to={paths.planningUtilisateur} startIcon={<CalendarMonth />}>
            Mon Planning
          </Button>
        ) : null}
        {navigation.menuAdministration ? <MenuAdministrationALaDemande /> : null}
        <Tooltip title="Mon profil">
          <IconButton component={RouterLink} to={paths.utilisateurInformations} aria-label="Mon profil" sx={{ p: 0.5 }}>
            <UserAvatar utilisateurId={session.utilisateurId} initiales={initialesDe(session.username)} size={36} />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <MainNavigation navigation={navigation} />
    </AppBar>
  );
}
