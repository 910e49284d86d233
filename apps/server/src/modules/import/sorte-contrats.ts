import { COLONNES_CONTRATS } from '@roulement/contract';
import { reconnaitreContrats } from './colonnes-contrats';
import { apercuContrats, appliquerContrats, exporterContrats } from './contrats.service';
import type { SorteImportServeur } from './sorte';

/** The example line of the template, one value per column of COLONNES_CONTRATS. */
const EXEMPLE_CONTRAT = [
  'M0001',
  'Nom de votre établissement',
  'CDD',
  'Éducateur spécialisé',
  '35',
  '01/01/2026',
  '30/06/2026',
  'Non',
  '0',
  '',
];

/** « Contrats »: the employees' contracts, found again by matricule and start date (décision 105). */
export const sorteContrats: SorteImportServeur = {
  colonnes: COLONNES_CONTRATS,
  reconnaitre: reconnaitreContrats,
  modele: { nom: 'Contrats', entetes: COLONNES_CONTRATS, lignes: [EXEMPLE_CONTRAT] },
  apercu: apercuContrats,
  appliquer: appliquerContrats,
  exporter: async (db, actor) => ({
    nom: 'Contrats',
    entetes: COLONNES_CONTRATS,
    lignes: await exporterContrats(db, actor),
  }),
};
