import type { PosteAimId } from '@roulement/contract';
import type { DbOrTx } from '../client';
import { accueil, dispositif, ficheAim, ficheAimLigne, modeleAimLigne, usager } from '../schema';
import type { Insert } from './lots';

/** Resident module builders: residents, stays, schemes, a service's AIM model, sheets. */

let sequence = 0;

export async function buildUsager(db: DbOrTx, values: Insert<typeof usager> & { etablissementId: number }) {
  const n = ++sequence;
  const [row] = await db
    .insert(usager)
    .values({ nom: `Usager${n}`, prenom: `Prenom${n}`, ...values })
    .returning();
  return row!;
}

export async function buildAccueil(
  db: DbOrTx,
  values: Insert<typeof accueil> & { usagerId: number; serviceId: number; dateDebut: string },
) {
  const [row] = await db.insert(accueil).values(values).returning();
  return row!;
}

export async function buildDispositifAccueil(
  db: DbOrTx,
  values: Insert<typeof dispositif> & { etablissementId: number },
) {
  const [row] = await db
    .insert(dispositif)
    .values({ libelle: `Dispositif ${++sequence}`, dureeMinimum: 7, dureeMaximum: 365, ...values })
    .returning();
  return row!;
}

/** A service's model: [item, default budget in euros as text] in order. */
export async function buildModeleAim(db: DbOrTx, serviceId: number, lignes: [PosteAimId, string][]) {
  if (lignes.length === 0) return [];
  return db
    .insert(modeleAimLigne)
    .values(lignes.map(([posteAimId, budget], i) => ({ serviceId, posteAimId, budget, ordre: i + 1 })))
    .returning();
}

/** A sheet with lines [item, initial amount as text]. */
export async function buildFicheAim(
  db: DbOrTx,
  values: Insert<typeof ficheAim> & {
    usagerId: number;
    etablissementId: number;
    serviceId: number;
    annee: number;
    mois: number;
  },
  lignes: [PosteAimId, string][] = [],
) {
  const [row] = await db.insert(ficheAim).values(values).returning();
  if (lignes.length > 0) {
    await db.insert(ficheAimLigne).values(
      lignes.map(([posteAimId, montantInitial], i) => ({
        ficheAimId: row!.id,
        posteAimId,
        montantInitial,
        ordre: i + 1,
      })),
    );
  }
  return row!;
}
