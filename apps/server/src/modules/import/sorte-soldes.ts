import { COLONNES_SOLDES } from '@roulement/contract';
import { reconnaitreSoldes } from './colonnes-soldes';
import { apercuSoldes, appliquerSoldes, exporterSoldes } from './soldes.service';
import type { SorteImportServeur } from './sorte';

/** The example line of the template, one value per column of COLONNES_SOLDES. */
const EXEMPLE_SOLDE = ['M0001', 'Nom de votre établissement', 'Congés payés', '12,5', '', '01/01/2026', ''];

/** « Soldes d'ouverture »: dated credits of the leave ledger, found again by matricule, type and date (décision 111). */
export const sorteSoldes: SorteImportServeur = {
  colonnes: COLONNES_SOLDES,
  reconnaitre: reconnaitreSoldes,
  modele: { nom: "Soldes d'ouverture", entetes: COLONNES_SOLDES, lignes: [EXEMPLE_SOLDE] },
  apercu: apercuSoldes,
  appliquer: appliquerSoldes,
  exporter: async (db, actor) => ({
    nom: "Soldes d'ouverture",
    entetes: COLONNES_SOLDES,
    lignes: await exporterSoldes(db, actor),
  }),
};
