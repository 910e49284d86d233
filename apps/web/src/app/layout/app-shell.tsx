import { Alert, Box, Button, Container, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { DEFAULT_GRANULARITE_MINUTES, navigationOf } from '@roulement/contract';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorState } from '../../components/feedback/error-state';
import { LoadingState } from '../../components/feedback/loading-state';
import { GranulariteContext } from '../../components/time-picker/granularite-context';
import { useEtablissementCourant } from '../../features/etablissement/hooks/use-etablissement-courant';
import { roleHolderOf, type Session, signOut, useSession } from '../../lib/auth';
import { CacheHorsLigneProvider } from '../cache-hors-ligne-provider';
import { DatePickersProvider } from '../date-pickers-provider';
import { AppHeader } from './app-header';
import { BandeauHorsLigne } from './bandeau-hors-ligne';
import { BarreNavigation } from './barre-navigation';
import { MiseAJourDisponible } from './mise-a-jour-disponible';
import { usePrechargementHorsLigne } from './use-prechargement-hors-ligne';

/** The signed-in frame, over this user's copy of their data kept on the device (issue 25). */
export function AppShell() {
  const session = useSession();
  if (!session) return null;
  return (
    <CacheHorsLigneProvider key={session.username} username={session.username}>
      <Cadre session={session} />
      <MiseAJourDisponible />
    </CacheHorsLigneProvider>
  );
}

/**
 * Header and menus around the current screen. The establishments are loaded first, since both
 * the menus and the route guards depend on the selected one.
 */
function Cadre({ session }: { session: Session }) {
  const { query, etablissements, etablissement, choisir } = useEtablissementCourant();
  usePrechargementHorsLigne(session.utilisateurId);
  // The same breakpoint as the header's drawer: below it, the daily places move to the thumb.
  const telephone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (query.isPending) return <LoadingState label="Chargement de vos établissements…" />;
  if (query.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        <Button onClick={() => void signOut('/')}>Se déconnecter</Button>
      </Container>
    );
  }
  return (
    <DatePickersProvider>
      <GranulariteContext.Provider value={etablissement?.granulariteMinutes ?? DEFAULT_GRANULARITE_MINUTES}>
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
          <AppHeader
            session={session}
            etablissements={etablissements}
            etablissement={etablissement}
            onEtablissementChange={choisir}
          />
          <BandeauHorsLigne />
          {etablissements.length === 0 ? (
            <Alert severity="info" square>
              Aucun établissement ne vous est rattaché : les menus d'établissement restent masqués.
            </Alert>
          ) : null}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
          {telephone ? <BarreNavigation navigation={navigationOf(roleHolderOf(session), etablissement)} /> : null}
        </Box>
      </GranulariteContext.Provider>
    </DatePickersProvider>
  );
}
