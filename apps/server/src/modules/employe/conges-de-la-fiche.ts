import type { Employe } from '@roulement/contract';
import type { conges, congesCredit, congesType } from '../../db/schema';
import { port } from '../../lib/port';

/** An employee's leave rows as the record reads them. */
export interface CongesDeLaFicheLus {
  conges: readonly (typeof conges.$inferSelect)[];
  credits: readonly (typeof congesCredit.$inferSelect)[];
  types: readonly (typeof congesType.$inferSelect)[];
}

/**
 * What the employee record shows of the leave: its rules (balances, other leave, what may be
 * changed) belong to the `conges` module, which sits above the employees and fills this port when
 * the app is built (`congesModule`, decision 099).
 */
export interface CongesDeLaFiche {
  contenu(
    lus: CongesDeLaFicheLus,
    modifier: boolean,
    aujourdhui: string,
  ): Pick<Employe, 'conges' | 'congesCredits' | 'congesSoldes' | 'autresConges'>;
}

export const congesDeLaFiche = port<CongesDeLaFiche>('Le port des congés de la fiche');
