import type { SorteImport } from '@roulement/contract';
import type { SorteImportServeur } from './sorte';
import { sorteContrats } from './sorte-contrats';
import { sorteEmployes } from './sorte-employes';
import { sorteServices } from './sorte-services';
import { sorteSoldes } from './sorte-soldes';
import { sorteUsagers } from './sorte-usagers';

/** The registry of the kinds of import: one entry per kind of the contract's SORTES_IMPORT. */
export const SORTES: Record<SorteImport, SorteImportServeur> = {
  employes: sorteEmployes,
  contrats: sorteContrats,
  soldes: sorteSoldes,
  services: sorteServices,
  usagers: sorteUsagers,
};
