import type { JourDeRepos, Membre, PlanningSemaine } from '@roulement/contract';
import { useLayoutEffect } from 'react';
import type { ApercuEnAttente } from '../../api/creneau-actions';
import type { SelectionAppliquee } from '../../hooks/use-semaines-planning';
import { type AffichageGrille, GrilleSemaine, type GrilleSemaineProps } from './grille-semaine';

interface GrillesSemainesProps extends Pick<GrilleSemaineProps, 'onCreneau' | 'onMembre'> {
  appliquee: SelectionAppliquee;
  plannings: readonly PlanningSemaine[];
  repos: readonly (readonly JourDeRepos[] | undefined)[];
  /** Each week's checked members. */
  membres: readonly (readonly Membre[])[];
  affichage: AffichageGrille;
  enAttente: readonly ApercuEnAttente[];
}

/**
 * The grid of each selected week. The time from the data being in to the grids being laid out is
 * measured ('planning:rendu'): a 30-member service over 3 weeks must stay under a second.
 */
export function GrillesSemaines({ appliquee, plannings, repos, membres, ...props }: GrillesSemainesProps) {
  useLayoutEffect(() => {
    performance.mark('planning:donnees', { startTime: appliquee.donneesA });
    performance.mark('planning:rendu');
    performance.measure('planning:rendu', 'planning:donnees', 'planning:rendu');
  }, [appliquee]);
  return plannings.map((planning, i) => (
    <GrilleSemaine
      key={planning.semaine.numeroSemaine}
      planning={planning}
      repos={repos[i]}
      membres={membres[i] ?? []}
      {...props}
    />
  ));
}
