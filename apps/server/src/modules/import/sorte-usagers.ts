import { COLONNES_USAGERS } from '@roulement/contract';
import { reconnaitreUsagers } from './colonnes-usagers';
import type { SorteImportServeur } from './sorte';
import { apercuUsagers, appliquerUsagers, exporterUsagers } from './usagers-import.service';

/** The example line of the template, one value per column of COLONNES_USAGERS. */
const EXEMPLE_USAGER = [
  'D0001',
  'Nom de votre établissement',
  'Mme',
  'Durand',
  'Léa',
  '04/05/1990',
  'Foyer de vie',
  '05/01/2026',
  '',
];

/** « Usagers »: a resident is their establishment and file number; their stay, its service and start (décision 112). */
export const sorteUsagers: SorteImportServeur = {
  colonnes: COLONNES_USAGERS,
  reconnaitre: reconnaitreUsagers,
  modele: { nom: 'Usagers', entetes: COLONNES_USAGERS, lignes: [EXEMPLE_USAGER] },
  apercu: apercuUsagers,
  appliquer: appliquerUsagers,
  exporter: async (db, actor) => ({
    nom: 'Usagers',
    entetes: COLONNES_USAGERS,
    lignes: await exporterUsagers(db, actor),
  }),
};
