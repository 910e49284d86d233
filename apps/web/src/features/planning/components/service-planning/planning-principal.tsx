import { Box, LinearProgress, Link, Typography } from '@mui/material';
import { type JourDeRepos, type Membre, type PlanningSemaine, titrePlanning } from '@roulement/contract';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/feedback/empty-state';
import { ErrorState } from '../../../../components/feedback/error-state';
import { LoadingState } from '../../../../components/feedback/loading-state';
import { paths } from '../../../../config/paths';
import type { ApercuEnAttente } from '../../api/creneau-actions';
import type { SelectionAppliquee } from '../../hooks/use-semaines-planning';
import { alertesDeLaSemaine } from '../../utils/alertes';
import { AlertesPlanning } from '../alertes-planning';
import type { AffichageGrille, GrilleSemaineProps } from './grille-semaine';
import { GrillesSemaines } from './grilles-semaines';
import { LegendeCreneaux } from './legende-creneaux';
import { PlanningVide } from './planning-vide';

interface PlanningPrincipalProps extends Pick<GrilleSemaineProps, 'onCreneau' | 'onMembre'> {
  serviceId: number;
  nomService: string;
  appliquee: SelectionAppliquee | null;
  plannings: readonly PlanningSemaine[];
  repos: readonly (readonly JourDeRepos[] | undefined)[];
  membres: readonly (readonly Membre[])[];
  affichage: AffichageGrille;
  enAttente: readonly ApercuEnAttente[];
  enCours: boolean;
  erreur: unknown;
  reessayer: () => void;
  /** The phone's view switch, above the grids. */
  vue?: ReactNode;
}

/** The main panel of spec §2.8: the title, then the grids, or the empty, loading and error states. */
export function PlanningPrincipal({
  serviceId,
  nomService,
  appliquee,
  enCours,
  erreur,
  reessayer,
  vue,
  ...grilles
}: PlanningPrincipalProps) {
  const sansModele = grilles.plannings.length > 0 && grilles.plannings.every((p) => !p.modeleEnVigueur);
  const sansMembre = grilles.membres.every((m) => m.length === 0);
  const sansMembreAuService = grilles.plannings.every((p) => p.membres.length === 0);
  const alertes = useMemo(() => grilles.plannings.flatMap(alertesDeLaSemaine), [grilles.plannings]);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {appliquee ? titrePlanning(appliquee.semaines) : 'Planning'}
        </Typography>
        <Link component={RouterLink} to={paths.service(serviceId)} color="text.secondary" underline="hover">
          {nomService}
        </Link>
      </Box>
      <Box sx={{ height: 4, my: 1 }}>
        {enCours && appliquee ? <LinearProgress aria-label="Chargement des semaines" /> : null}
      </Box>
      {erreur ? <ErrorState error={erreur} onRetry={reessayer} /> : null}
      {!appliquee ? (
        erreur ? null : (
          <LoadingState label="Chargement du planning…" />
        )
      ) : sansModele ? (
        <PlanningVide serviceId={serviceId} />
      ) : sansMembre ? (
        <EmptyState
          message={sansMembreAuService ? "Ce service n'a aucun membre ces semaines-là" : 'Aucun membre coché'}
        />
      ) : (
        <>
          {vue}
          <LegendeCreneaux />
          <AlertesPlanning alertes={alertes} />
          {/* The grid scrolls in its own box, as high as the screen, so the days and the names
              stay at its top and the hours at its left (issue 25). */}
          <Box
            role="region"
            aria-label="Grille du planning"
            tabIndex={0}
            sx={{
              overflow: 'auto',
              // Under the app bar (and above the phone's bottom navigation) when the page is scrolled to it.
              maxHeight: { xs: 'calc(100dvh - 136px)', md: 'calc(100dvh - 170px)' },
              pb: 2,
              overscrollBehavior: 'contain',
            }}
          >
            <GrillesSemaines appliquee={appliquee} {...grilles} />
          </Box>
        </>
      )}
    </>
  );
}
