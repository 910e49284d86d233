import { COLONNES_EMPLOYES } from '@roulement/contract';
import { reconnaitreEmployes } from './colonnes-employes';
import { apercuEmployes, appliquerEmployes, exporterEmployes } from './import.service';
import type { SorteImportServeur } from './sorte';

/** The example line of the template, one value per column of COLONNES_EMPLOYES. */
const EXEMPLE_EMPLOYE = [
  'Mme',
  'Martin',
  'Claire',
  'claire.martin@exemple.fr',
  '14/03/1985',
  '01 23 45 67 89',
  'M0001',
  'Nom de votre établissement',
];

/** « Employés et comptes »: the employees and their accounts, found again by matricule. */
export const sorteEmployes: SorteImportServeur = {
  colonnes: COLONNES_EMPLOYES,
  reconnaitre: reconnaitreEmployes,
  modele: { nom: 'Employés', entetes: COLONNES_EMPLOYES, lignes: [EXEMPLE_EMPLOYE] },
  apercu: apercuEmployes,
  appliquer: appliquerEmployes,
  exporter: async (db, actor) => ({
    nom: 'Employés',
    entetes: COLONNES_EMPLOYES,
    lignes: await exporterEmployes(db, actor),
  }),
};
