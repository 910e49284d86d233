import type { RoleHolder } from '@roulement/contract';

/** The signed-in user as every use case sees it, read from the token. */
export interface Actor extends RoleHolder {
  utilisateurId: number;
}
