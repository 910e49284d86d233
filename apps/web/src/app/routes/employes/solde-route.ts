import { CONGES_TYPE_RECUPERATION } from '@roulement/contract';
import type { Params } from 'react-router';
import { paths } from '../../../config/paths';

/** Spec §2.11: a type id of 0 or above opens the leave of that type; -1 opens the recovery details. */
export const routeDeSolde = (employeId: number, congesTypeId: number): string =>
  congesTypeId >= 0 ? paths.employeDetailsCongesSolde(employeId, congesTypeId) : paths.recuperationDetails(employeId);

/** Same choice for the profile's balances (spec §2.6). */
export const routeDeSoldeProfil = (employeId: number, congesTypeId: number): string =>
  congesTypeId >= 0
    ? paths.utilisateurDetailsCongesSolde(employeId, congesTypeId)
    : paths.utilisateurDetailsRecuperation(employeId);

/** The balance row the current route shows, to highlight it. */
export function soldeChoisi(params: Readonly<Params>, pathname: string): number | null {
  if (params.congesTypeId !== undefined) return Number(params.congesTypeId);
  return pathname.endsWith('/recuperation') ? CONGES_TYPE_RECUPERATION : null;
}
