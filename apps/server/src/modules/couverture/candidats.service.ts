import { ajouterJours, isoDate } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { CreneauAbsentRow } from './a-couvrir.lecture';
import { listPersonnes, listSommes, listTravail } from './candidats.lecture';
import { origineDe, type Personne } from './classement';

const finDuMois = (date: string) => isoDate(new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0));

/**
 * Everyone who might take the slot with their work around it, in three statements whatever their
 * number: the people, their slots from the week before the slot's week to the week after, and their
 * sums (the eleven weeks before, the replacements of the month).
 */
export async function personnesAutourDe(db: DbOrTx, row: CreneauAbsentRow): Promise<Personne[]> {
  const personnes = await listPersonnes(db, {
    etablissementId: row.etablissementId,
    associationId: row.associationId,
    serviceId: row.serviceId,
    metierId: row.metierId,
    date: row.date,
    absentEmployeId: row.employeId,
  });
  if (personnes.length === 0) return [];
  const ids = personnes.map((p) => p.employeId);
  const origine = origineDe(row.date);
  const lundi = ajouterJours(origine, 7);
  const [travail, sommes] = await Promise.all([
    listTravail(db, ids, origine, ajouterJours(lundi, 13)),
    listSommes(
      db,
      ids,
      { du: ajouterJours(lundi, -77), au: ajouterJours(lundi, -1) },
      { du: `${row.date.slice(0, 8)}01`, au: finDuMois(row.date) },
    ),
  ]);
  const travailDe = new Map<number, typeof travail>();
  for (const t of travail) travailDe.set(t.employeId, [...(travailDe.get(t.employeId) ?? []), t]);
  const sommeDe = new Map(sommes.map((s) => [s.employeId, s]));
  return personnes.map((p) => ({
    ...p,
    contratMinutes: p.contratHeures === null ? null : Math.round(Number(p.contratHeures) * 60),
    travail: travailDe.get(p.employeId) ?? [],
    minutesOnzeSemaines: sommeDe.get(p.employeId)?.minutes ?? 0,
    remplacementsDuMois: sommeDe.get(p.employeId)?.remplacements ?? 0,
  }));
}
