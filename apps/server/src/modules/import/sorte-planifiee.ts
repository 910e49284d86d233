import type { ImportErreur, ImportLigne } from '@roulement/contract';
import type { DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/errors';
import { verrouillerEmployes } from '../employe/use-cases/verrouiller-employes';
import { lireTableau, type Tableau } from './fichier';
import { type Analyse, FICHIER_CHANGE, rapport } from './import.service';
import type { FichierImport, SorteImportServeur } from './sorte';

/** A kind's plan: the lines it reports and the employees whose records it writes. */
export interface PlanParEmploye {
  lignes: ImportLigne[];
  erreurs: ImportErreur[];
  employesTouches(): number[];
}

/**
 * Preview and apply of a kind: the apply computes the plan again inside one transaction (after
 * `verrouiller` when the kind locks what it changes) and writes it with its history, or nothing
 * when a line has an error or nothing is to write (decision 097).
 */
export function apercuEtEcriture<P extends { lignes: ImportLigne[]; erreurs: ImportErreur[] }>(
  analyser: (db: DbOrTx, actor: Actor, tableau: Tableau, fichier: FichierImport) => Promise<Analyse<P>>,
  ecrire: (tx: Tx, actor: Actor, plan: P, cause: string) => Promise<void>,
  aEcrire: (plan: P) => boolean,
  verrouiller?: (tx: Tx, plan: P) => Promise<void>,
): Pick<SorteImportServeur, 'apercu' | 'appliquer'> {
  return {
    apercu: async (ctx, actor, fichier) => {
      const tableau = await lireTableau(fichier.octets);
      return rapport(await analyser(ctx.db, actor, tableau, fichier), false);
    },
    appliquer: async (ctx, actor, fichier, cause) => {
      const tableau = await lireTableau(fichier.octets);
      const apercu = await analyser(ctx.db, actor, tableau, fichier);
      if (apercu.plan.erreurs.length > 0 || !aEcrire(apercu.plan)) return rapport(apercu, false);
      return ctx.db.transaction(async (tx) => {
        await verrouiller?.(tx, apercu.plan);
        const analyse = await analyser(tx, actor, tableau, fichier);
        if (analyse.plan.erreurs.length > 0) throw conflict(FICHIER_CHANGE);
        await ecrire(tx, actor, analyse.plan, cause);
        return rapport(analyse, true);
      });
    },
  };
}

/** A kind that writes records of existing employees (contracts, balances): it locks those employees first. */
export function apercuEtApplication<P extends PlanParEmploye>(
  analyser: (db: DbOrTx, actor: Actor, tableau: Tableau, fichier: FichierImport) => Promise<Analyse<P>>,
  ecrire: (tx: Tx, actor: Actor, plan: P, cause: string) => Promise<void>,
): Pick<SorteImportServeur, 'apercu' | 'appliquer'> {
  return apercuEtEcriture(
    analyser,
    ecrire,
    (plan) => plan.employesTouches().length > 0,
    (tx, plan) => verrouillerEmployes(tx, plan.employesTouches()),
  );
}
