import {
  cliquerSemaine,
  comparerSemaines,
  decalerSemaine,
  lireNumeroSemaine,
  numeroSemaine,
  type Semaine,
  semaineDe,
} from '@roulement/contract';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { aujourdhui } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSemainesService } from './use-semaines-service';

/** Spec §9: planning fetches wait until the selection has stopped changing for 500 ms. */
const LOAD_DELAY_MS = 500;

const memes = (a: readonly Semaine[], b: readonly Semaine[]) =>
  a.length === b.length && a.every((s, i) => comparerSemaines(s, b[i]!) === 0);

export interface SelectionAppliquee {
  semaines: Semaine[];
  /** `performance.now()` when their data was all in (the render measure starts there). */
  donneesA: number;
}

/**
 * The week picker's state (spec §2.8): the weeks asked for, the picker's position, and the weeks
 * applied — a selection is applied only once its slots (and rest days when shown) are loaded.
 * The route carries the first applied week.
 */
export function useSemainesPlanning(serviceId: number, numeroRoute: string | undefined, avecRepos: boolean) {
  const [initiale] = useState(() => lireNumeroSemaine(numeroRoute ?? '') ?? semaineDe(aujourdhui()));
  const [demandee, setDemandee] = useState<Semaine[]>([initiale]);
  const [position, setPosition] = useState<Semaine>(initiale);
  const toLoad = useDebouncedValue(demandee, LOAD_DELAY_MS);
  const loading = useSemainesService(serviceId, toLoad, avecRepos);
  const [appliquee, setAppliquee] = useState<SelectionAppliquee | null>(null);
  if (loading.pret && !(appliquee && memes(appliquee.semaines, toLoad))) {
    setAppliquee({ semaines: toLoad, donneesA: performance.now() });
  }
  const affichees = useSemainesService(serviceId, appliquee?.semaines ?? [], avecRepos, true);
  // The weeks shown and their rest days, side by side (a week is in once applied).
  const { plannings, repos } = useMemo(() => {
    const presentes = affichees.plannings.flatMap((p, i) => (p ? [{ p, r: affichees.repos[i] }] : []));
    return { plannings: presentes.map((x) => x.p), repos: presentes.map((x) => x.r) };
  }, [affichees.plannings, affichees.repos]);

  const navigate = useNavigate();
  const premiere = appliquee ? numeroSemaine(appliquee.semaines[0]!) : null;
  useEffect(() => {
    if (premiere && premiere !== numeroRoute) navigate(paths.servicePlanning(serviceId, premiere), { replace: true });
  }, [navigate, serviceId, premiere, numeroRoute]);

  return {
    demandee,
    position,
    cliquer: (s: Semaine, ctrl: boolean) => setDemandee((selection) => cliquerSemaine(selection, s, ctrl)),
    decaler: (semaines: number) => setPosition((p) => decalerSemaine(p, semaines)),
    appliquee,
    plannings,
    repos,
    /** A selection asked for is still loading (or waiting for the debounce). */
    enCours: loading.enCours || !memes(demandee, toLoad),
    erreur: loading.erreur,
    reessayer: loading.reessayer,
  };
}
