import type { RegleCongesBody, RegleConges as RegleCongesContrat } from '@roulement/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { regleConges } from '../../../db/schema';

type Ligne = typeof regleConges.$inferSelect;

export const versionDe = (r: Ligne): RegleCongesContrat => ({
  regleCongesId: r.id,
  dateDebut: r.dateDebut,
  joursParMois: r.joursParMois,
  joursParMoisMaladie: r.joursParMoisMaladie,
  joursParPalierAnciennete: r.joursParPalierAnciennete,
  joursAncienneteMax: r.joursAncienneteMax,
  trimestreEte: r.trimestreEte,
  joursTrimestriels: {
    educatif: r.joursTrimestrielsEducatif,
    cadre: r.joursTrimestrielsCadre,
    paramedical: r.joursTrimestrielsParamedical,
    administratif: r.joursTrimestrielsAdministratif,
    services_generaux: r.joursTrimestrielsServicesGeneraux,
  },
});

/** An association's versions, the latest first (unique index on association and date). */
export async function listVersions(db: DbOrTx, associationId: number): Promise<RegleCongesContrat[]> {
  const rows = await db
    .select()
    .from(regleConges)
    .where(eq(regleConges.associationId, associationId))
    .orderBy(desc(regleConges.dateDebut));
  return rows.map(versionDe);
}

export const colonnesDe = (body: RegleCongesBody) => ({
  dateDebut: body.dateDebut,
  joursParMois: body.joursParMois,
  joursParMoisMaladie: body.joursParMoisMaladie,
  joursParPalierAnciennete: body.joursParPalierAnciennete,
  joursAncienneteMax: body.joursAncienneteMax,
  trimestreEte: body.trimestreEte,
  joursTrimestrielsEducatif: body.joursTrimestriels.educatif,
  joursTrimestrielsCadre: body.joursTrimestriels.cadre,
  joursTrimestrielsParamedical: body.joursTrimestriels.paramedical,
  joursTrimestrielsAdministratif: body.joursTrimestriels.administratif,
  joursTrimestrielsServicesGeneraux: body.joursTrimestriels.services_generaux,
});

export async function insertVersion(db: DbOrTx, associationId: number, body: RegleCongesBody): Promise<number> {
  const [row] = await db
    .insert(regleConges)
    .values({ associationId, ...colonnesDe(body) })
    .returning({ id: regleConges.id });
  return row!.id;
}
