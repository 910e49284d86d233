import { Alert, Button, Snackbar } from '@mui/material';
import type { DemandeResume } from '@roulement/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { messageOf, sansReseau } from '../../../lib/api-client';
import { useEnvoyerDecision } from '../api/envoyer-decision';
import { type DecisionDemandee, type Decisions, DecisionsContext } from '../hooks/decisions-context';
import { routeDemande } from '../utils/libelles-demande';

/** How long « Annuler » stays offered before the decision leaves (decision 088). */
export const DELAI_ANNULATION_MS = 5000;

const texteToast = ({ demande, accepter }: DecisionDemandee) =>
  `Demande de ${demande.employe.nomComplet} ${accepter ? 'acceptée' : 'refusée'}`;

/**
 * Decision 088: a decision taken on the Demandes page waits in a toast with « Annuler », and is
 * only sent when the toast closes: nothing is undone on the server, since nothing was sent. A new
 * decision, or leaving the page, sends the one waiting at once.
 */
export function DecisionsProvider({
  children,
  delaiMs = DELAI_ANNULATION_MS,
}: {
  children: ReactNode;
  delaiMs?: number;
}) {
  const navigate = useNavigate();
  const envoyerDecision = useEnvoyerDecision();
  const [enAttente, setEnAttente] = useState<DecisionDemandee | null>(null);
  const [envoyees, setEnvoyees] = useState<ReadonlySet<number>>(new Set());
  // Issue 25: a decision that did not reach the server (offline) can be sent again as it was.
  const [erreur, setErreur] = useState<{ message: string; reessayer?: () => void } | null>(null);
  const attenteRef = useRef<DecisionDemandee | null>(null);
  const minuterie = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ordre = useRef<readonly DemandeResume[]>([]);
  const envoyerRef = useRef(envoyerDecision);
  envoyerRef.current = envoyerDecision;

  const envoyer = useCallback((decision: DecisionDemandee) => {
    const { demandeId } = decision.demande;
    setEnvoyees((ids) => new Set(ids).add(demandeId));
    envoyerRef
      .current(decision)
      .catch((error: unknown) =>
        setErreur({
          message: messageOf(error),
          ...(sansReseau(error)
            ? {
                reessayer: () => {
                  setErreur(null);
                  envoyer(decision);
                },
              }
            : {}),
        }),
      )
      .finally(() =>
        setEnvoyees((ids) => {
          const reste = new Set(ids);
          reste.delete(demandeId);
          return reste;
        }),
      );
  }, []);

  /** Sends the decision waiting, if any, without waiting for its toast. */
  const vider = useCallback(() => {
    clearTimeout(minuterie.current);
    const decision = attenteRef.current;
    attenteRef.current = null;
    setEnAttente(null);
    if (decision) envoyer(decision);
  }, [envoyer]);

  // Leaving the page sends what is waiting: the user saw it as decided.
  useEffect(() => vider, [vider]);

  const retenues = useMemo(
    () => (enAttente ? new Set(envoyees).add(enAttente.demande.demandeId) : envoyees),
    [enAttente, envoyees],
  );
  const retenuesRef = useRef(retenues);
  retenuesRef.current = retenues;

  const voisine = useCallback((demandeId: number, sens: 1 | -1) => {
    const liste = ordre.current;
    const i = liste.findIndex((d) => d.demandeId === demandeId);
    const candidates = sens === 1 ? liste.slice(i + 1) : liste.slice(0, Math.max(i, 0)).reverse();
    return candidates.find((d) => d.demandeId !== demandeId && !retenuesRef.current.has(d.demandeId));
  }, []);

  const decider = useCallback(
    (decision: DecisionDemandee) => {
      vider();
      setErreur(null);
      const suivante = decision.depuisDetail ? voisine(decision.demande.demandeId, 1) : undefined;
      attenteRef.current = decision;
      setEnAttente(decision);
      minuterie.current = setTimeout(vider, delaiMs);
      if (decision.depuisDetail) navigate(suivante ? routeDemande(suivante) : paths.demandes);
    },
    [vider, voisine, delaiMs, navigate],
  );

  const annuler = () => {
    clearTimeout(minuterie.current);
    const decision = attenteRef.current;
    attenteRef.current = null;
    setEnAttente(null);
    if (decision?.depuisDetail) navigate(routeDemande(decision.demande));
  };

  const valeur: Decisions = useMemo(
    () => ({
      decider,
      retenues,
      voisine,
      publierOrdre: (demandes) => {
        ordre.current = demandes;
      },
    }),
    [decider, retenues, voisine],
  );
  return (
    <DecisionsContext.Provider value={valeur}>
      {children}
      <Snackbar
        open={enAttente !== null}
        message={enAttente ? texteToast(enAttente) : undefined}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        action={
          <Button color="inherit" onClick={annuler} sx={{ minHeight: 44 }}>
            Annuler
          </Button>
        }
      />
      <Snackbar
        open={erreur !== null && enAttente === null}
        autoHideDuration={8000}
        onClose={() => setErreur(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {erreur ? (
          <Alert
            severity="error"
            variant="filled"
            onClose={() => setErreur(null)}
            action={
              erreur.reessayer ? (
                <Button color="inherit" onClick={erreur.reessayer} sx={{ minHeight: 44 }}>
                  Réessayer
                </Button>
              ) : undefined
            }
          >
            {erreur.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </DecisionsContext.Provider>
  );
}
