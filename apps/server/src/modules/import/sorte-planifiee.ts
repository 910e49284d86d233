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
 * Preview and apply of a kind that writes records of existing employees (contracts, balances):
 * the apply locks the employees the file changes, computes the plan again inside the transaction
 * and writes it with its history, or nothing when a line has an error.
 */
export function apercuEtApplication<P extends PlanParEmploye>(
  analyser: (db: DbOrTx, actor: Actor, tableau: Tableau, fichier: FichierImport) => Promise<Analyse<P>>,
  ecrire: (tx: Tx, actor: Actor, plan: P, cause: string) => Promise<void>,
): Pick<SorteImportServeur, 'apercu' | 'appliquer'> {
  return {
    apercu: async (ctx, actor, fichier) => {
      const tableau = await lireTableau(fichier.octets);
      return rapport(await analyser(ctx.db, actor, tableau, fichier), false);
    },
    appliquer: async (ctx, actor, fichier, cause) => {
      const tableau = await lireTableau(fichier.octets);
      const apercu = await analyser(ctx.db, actor, tableau, fichier);
      const touches = apercu.plan.employesTouches();
      if (apercu.plan.erreurs.length > 0 || touches.length === 0) return rapport(apercu, false);
      return ctx.db.transaction(async (tx) => {
        await verrouillerEmployes(tx, touches);
        const analyse = await analyser(tx, actor, tableau, fichier);
        if (analyse.plan.erreurs.length > 0) throw conflict(FICHIER_CHANGE);
        await ecrire(tx, actor, analyse.plan, cause);
        return rapport(analyse, true);
      });
    },
  };
}
