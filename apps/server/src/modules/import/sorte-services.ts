import { COLONNES_SERVICES } from '@roulement/contract';
import { reconnaitreServices } from './colonnes-services';
import { apercuServices, appliquerServices, exporterServices } from './import-services.service';
import type { SorteImportServeur } from './sorte';

/** The example line of the template, one value per column of COLONNES_SERVICES. */
const EXEMPLE_MEMBRE = ['Nom de votre établissement', 'Foyer de vie', 'M0001', 'M0002', '35', '#4CAF50'];

/** « Services et membres »: a service is its establishment and its name; a member, its matricule. */
export const sorteServices: SorteImportServeur = {
  colonnes: COLONNES_SERVICES,
  reconnaitre: reconnaitreServices,
  modele: { nom: 'Services', entetes: COLONNES_SERVICES, lignes: [EXEMPLE_MEMBRE] },
  apercu: apercuServices,
  appliquer: appliquerServices,
  exporter: async (db, actor) => ({
    nom: 'Services',
    entetes: COLONNES_SERVICES,
    lignes: await exporterServices(db, actor),
  }),
};
