import type { DbOrTx } from '../client';
import { dispositif } from '../schema';

/** Accommodation schemes of the establishments with residents (14 and the head office 1), in days. */
export async function seedDemoDispositifs(db: DbOrTx): Promise<void> {
  await db.insert(dispositif).values([
    { etablissementId: 14, libelle: 'Hébergement permanent', dureeMinimum: 30, dureeMaximum: 3650 },
    { etablissementId: 14, libelle: 'Accueil temporaire', dureeMinimum: 1, dureeMaximum: 90 },
    { etablissementId: 14, libelle: 'Accueil de jour', dureeMinimum: 1, dureeMaximum: 365 },
    { etablissementId: 1, libelle: 'Hébergement permanent', dureeMinimum: 30, dureeMaximum: 3650 },
    { etablissementId: 1, libelle: 'Accueil temporaire', dureeMinimum: 1, dureeMaximum: 90 },
  ]);
}
