import CalendarMonth from '@mui/icons-material/CalendarMonth';
import EventNote from '@mui/icons-material/EventNote';
import Inbox from '@mui/icons-material/Inbox';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Badge, BottomNavigation, BottomNavigationAction, Box, Paper } from '@mui/material';
import type { DemandeCompteurs, Navigation } from '@roulement/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useMesOffres } from '../../features/offre/api/lire-offres';
import { libelleCompteur, useCompteursDemandes } from '../../lib/compteurs-demandes';
import { libelleOffresEnAttente } from './offres-button';

/** Read by a screen reader, not drawn: the badge already shows the number. */
const CACHE = {
  position: 'absolute',
  width: 1,
  height: 1,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Height of MUI's bottom navigation, kept free at the end of the page so nothing hides under it. */
const HAUTEUR = 56;

/** « Demandes », with the count that asks for action first: to validate, else my pending ones. */
function badgeDemandes(compteurs: DemandeCompteurs | undefined) {
  if (compteurs?.aValider) {
    return {
      nombre: compteurs.aValider,
      couleur: 'error' as const,
      libelle: libelleCompteur(compteurs.aValider, 'à valider'),
    };
  }
  if (compteurs?.enAttente) {
    return {
      nombre: compteurs.enAttente,
      couleur: 'info' as const,
      libelle: libelleCompteur(compteurs.enAttente, 'en attente'),
    };
  }
  return null;
}

/**
 * Issue 25: on a phone, the three daily places at the thumb (Mon planning, Demandes and its badge,
 * Tableau des congés, and Offres once one came); everything else stays in the drawer.
 */
export function BarreNavigation({ navigation }: { navigation: Navigation }) {
  const { pathname } = useLocation();
  const { data: compteurs } = useCompteursDemandes();
  const badge = badgeDemandes(compteurs);
  const { data: offres } = useMesOffres();
  const lieux = [
    navigation.monPlanning ? { to: paths.planningUtilisateur, label: 'Mon planning', icon: <CalendarMonth /> } : null,
    {
      to: paths.demandes,
      // The count is drawn on the icon and said after the label, « Demandes, 3 demandes à valider ».
      label: (
        <>
          Demandes
          {badge ? <Box component="span" sx={CACHE}>{`, ${badge.libelle}`}</Box> : null}
        </>
      ),
      icon: (
        <Badge
          badgeContent={badge?.nombre}
          color={badge?.couleur ?? 'default'}
          max={99}
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <Inbox />
        </Badge>
      ),
    },
    navigation.tableauDesConges
      ? { to: paths.tableauDesConges, label: 'Tableau des congés', icon: <EventNote /> }
      : null,
    // Issue 27: once someone has been offered a slot, their offers are at the thumb too.
    offres && offres.offres.length > 0
      ? {
          to: paths.mesOffres,
          label: (
            <>
              Offres
              {offres.enAttente > 0 ? (
                <Box component="span" sx={CACHE}>{`, ${libelleOffresEnAttente(offres.enAttente)}`}</Box>
              ) : null}
            </>
          ),
          icon: (
            <Badge
              badgeContent={offres.enAttente}
              color="warning"
              max={99}
              slotProps={{ badge: { 'aria-hidden': true } }}
            >
              <SwapHoriz />
            </Badge>
          ),
        }
      : null,
  ].filter((l) => l !== null);
  const actif = lieux.find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`))?.to ?? false;
  return (
    <>
      <Box aria-hidden sx={{ height: `calc(${HAUTEUR}px + env(safe-area-inset-bottom))` }} />
      <Paper
        component="nav"
        aria-label="Navigation principale"
        elevation={8}
        square
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)' }}
      >
        <BottomNavigation showLabels value={actif}>
          {lieux.map((l) => (
            <BottomNavigationAction
              key={l.to}
              value={l.to}
              label={l.label}
              icon={l.icon}
              component={RouterLink}
              to={l.to}
              aria-current={actif === l.to ? 'page' : undefined}
              sx={{ minWidth: 0, px: 0.5 }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </>
  );
}
