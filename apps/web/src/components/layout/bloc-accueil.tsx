import { Box, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../feedback/error-state';

/** What a block reads: a query, or several combined (every one loaded, the first error). */
export interface LectureAccueil<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface BlocAccueilProps<T> {
  titre: string;
  query: LectureAccueil<T>;
  /** When the loaded data counts as empty, this sentence stands in for the children. */
  estVide?: (data: T) => boolean;
  messageVide?: string;
  /** A link to the full screen, below the block. */
  lien?: { libelle: string; to: string };
  children: (data: T) => ReactNode;
}

/**
 * One block of a home (issue 25): a titled card with its own loading, error and empty states, kept
 * short so that several fit above the week on a phone.
 */
export function BlocAccueil<T>({ titre, query, estVide, messageVide, lien, children }: BlocAccueilProps<T>) {
  const titreId = useId();
  return (
    <Paper component="section" aria-labelledby={titreId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" id={titreId} sx={{ fontWeight: 700, mb: 1 }}>
        {titre}
      </Typography>
      <Contenu query={query} estVide={estVide} messageVide={messageVide}>
        {children}
      </Contenu>
      {lien ? (
        <Box sx={{ mt: 1 }}>
          <Link component={RouterLink} to={lien.to} variant="body2">
            {lien.libelle}
          </Link>
        </Box>
      ) : null}
    </Paper>
  );
}

function Contenu<T>({ query, estVide, messageVide, children }: Omit<BlocAccueilProps<T>, 'titre' | 'lien'>) {
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">Chargement…</Typography>
      </Box>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (estVide?.(data) && messageVide) {
    return (
      <Typography variant="body2" color="text.secondary">
        {messageVide}
      </Typography>
    );
  }
  return <>{children(data)}</>;
}

/** Several reads as one: loaded when all are, failed when one is (retrying retries them all). */
export function lecturesCombinees<Q, T>(
  lectures: readonly LectureAccueil<Q>[],
  combiner: (donnees: Q[]) => T,
): LectureAccueil<T> {
  const echec = lectures.find((q) => q.isError);
  const donnees = lectures.map((q) => q.data);
  const chargees = donnees.every((d) => d !== undefined);
  return {
    isPending: !echec && !chargees,
    isError: echec !== undefined,
    error: echec?.error,
    data: chargees ? combiner(donnees as Q[]) : undefined,
    refetch: () => {
      for (const q of lectures) void q.refetch();
    },
  };
}
