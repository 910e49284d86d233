import type { DemandeFicheAimContenu } from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { port } from '../../lib/port';

/**
 * What a 'Fiches AIM' request does to its aid sheet. The sheets are the usager module's, which
 * routes its sheets through requests: it fills this port when the app is built (`usagerModule`),
 * so that requests never import the module above them (decision 081).
 */
export interface DemandesFicheAim {
  /** The accepted request validates its sheet, in the accepting transaction. */
  appliquer(tx: Tx, actor: Actor, demandeId: number): Promise<void>;
  /** A refused or cancelled request gives its sheet back to preparation. */
  rendre(tx: Tx, actor: Actor, demandeId: number, evenement: 'REFUS' | 'ANNULATION'): Promise<void>;
  /** The request detail's body (spec 3 §2), null when its sheet is gone. */
  contenu(db: DbOrTx, demandeId: number): Promise<DemandeFicheAimContenu | null>;
  /** The reader of a sheet's request detail is recorded (decision 061). */
  tracerLecture(db: Db, actor: Actor, contenu: DemandeFicheAimContenu): Promise<void>;
}

export const demandesFicheAim = port<DemandesFicheAim>('Le port des demandes « Fiches AIM »');
