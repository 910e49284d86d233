import type { EmployeCreationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { port } from '../../lib/port';

/*
 * What declaring an employee does in the modules above `employe` (decision 099): they fill these
 * ports when the app is built, so the declaration stays one transaction without importing them.
 */

export type MembresDeclares = z.output<typeof EmployeCreationBodySchema>['createMembreCommands'];

/** The memberships declared with the employee: checked and written by `service` (`serviceModule`). */
export interface DeclarationDesMembres {
  /** 400 unless every service is a distinct one of the establishment. */
  verifier(tx: DbOrTx, etablissementId: number, commandes: MembresDeclares): Promise<void>;
  creer(tx: DbOrTx, employeId: number, commandes: MembresDeclares): Promise<void>;
}
export const declarationDesMembres = port<DeclarationDesMembres>('Le port des adhésions déclarées');

/** The balances the employee starts with: credited by `conges` (`congesModule`). */
export type CrediterSoldesInitiaux = (
  tx: DbOrTx,
  employeId: number,
  soldes: { congesPayes: number; congesTrimestriels: number },
  aujourdhui: string,
) => Promise<void>;
export const soldesInitiaux = port<CrediterSoldesInitiaux>('Le port des soldes initiaux');
