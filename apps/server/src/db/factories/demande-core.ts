import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { demande, demandeConges, employe } from '../schema';
import type { Insert } from './lots';

/**
 * A leave request and its payload, without validations (status 2 unless told): for the tests
 * that need a leave coming from a request. The establishment is the employee's.
 */
export async function buildDemandeConges(
  db: DbOrTx,
  overrides: Insert<typeof demande> & { employeId: number; dateDebut: string; congesTypeId?: number },
) {
  const { congesTypeId = 1, ...valeurs } = overrides;
  const [emp] = await db
    .select({ etab: employe.etablissementId })
    .from(employe)
    .where(eq(employe.id, valeurs.employeId));
  const dateFin = valeurs.dateFin ?? valeurs.dateDebut;
  const [row] = await db
    .insert(demande)
    .values({ type: 'Congés', statutId: 2, etablissementId: emp!.etab, ...valeurs, dateFin })
    .returning();
  await db
    .insert(demandeConges)
    .values({ demandeId: row!.id, congesTypeId, dateDebut: valeurs.dateDebut, dateFin, nbJours: 1 });
  return row!;
}
