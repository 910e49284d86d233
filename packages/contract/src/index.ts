import { z } from 'zod';

// Every default zod message in French; the spec's own messages are set on each schema.
z.config(z.locales.fr());

export * from './administration';
export * from './astreinte';
export * from './auth';
export * from './calendrier';
export * from './calendrier-flux';
export * from './common/colors';
export * from './common/define-route';
export * from './common/errors';
export * from './common/fields';
export * from './common/password';
export * from './common/roles';
export * from './common/semaines';
export * from './common/time-bounds';
export * from './conges';
export * from './constants';
export * from './couverture';
export * from './demande';
export * from './employe';
export * from './etablissement';
export * from './export-paye';
export * from './historique';
export * from './import';
export * from './notification';
export * from './offre';
export * from './planning';
export * from './repas';
export * from './routes';
export * from './sante';
export * from './service';
export * from './usager';
