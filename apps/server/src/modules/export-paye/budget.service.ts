import type { DbOrTx } from '../../db/client';
import { BOM, dateCsv, heuresCsv, ligneCsv } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { joursFeries } from '../calendrier/jours-feries';
import { occurrences } from '../planning/publication';
import { congesDuJour, estEffectif } from '../repas/comptage-repas';
import { listCongesBudget, listCreneauxBudget, listPartsBudget, listPublicationsBudget } from './budget.lecture';
import { minutesReelles } from './decoupage-heures';
import { associationExiste } from './export-paye.repository';

interface LigneBudget {
  etablissement: string;
  employeId: number;
  nom: string;
  prenom: string;
  minutes: Map<string, number>;
}

type Identite = Omit<LigneBudget, 'minutes'> & { etablissementId: number };

/**
 * Hours planned on these dates per establishment and employee (DOMAIN.md « Budget exports »):
 * the published planning's effective slots (outside leave), and for a date beyond the horizon of
 * a service's publication in force, that publication's template (décision 059). Five statements.
 */
async function heuresPrevues(db: DbOrTx, associationId: number, dates: string[]): Promise<LigneBudget[]> {
  const du = dates[0]!;
  const au = dates[dates.length - 1]!;
  const [creneaux, conges, publications] = await Promise.all([
    listCreneauxBudget(db, associationId, dates),
    listCongesBudget(db, associationId, du, au),
    listPublicationsBudget(db, associationId),
  ]);
  const enVigueur = publications.filter((p, i) => i === 0 || publications[i - 1]!.serviceId !== p.serviceId);
  const parts = await listPartsBudget(db, [...new Set(enVigueur.map((p) => p.modeleId))]);
  const lignes = new Map<string, LigneBudget>();
  const ajouter = (id: Identite, date: string, minutes: number) => {
    const cle = `${id.etablissementId}|${id.employeId}`;
    const ligne = lignes.get(cle) ?? { ...id, minutes: new Map<string, number>() };
    lignes.set(cle, ligne);
    ligne.minutes.set(date, (ligne.minutes.get(date) ?? 0) + minutes);
  };
  const couverts = congesDuJour(conges);
  for (const c of creneaux)
    if (estEffectif(c, couverts)) ajouter(c, c.date, minutesReelles(c.date, c.heureDebut, c.heureFin));
  for (const p of enVigueur) {
    const aProjeter = dates.filter((d) => d > p.dateHorizon && (p.dateFermeture === null || d <= p.dateFermeture));
    const sesParts = parts.filter((x) => x.modeleId === p.modeleId);
    for (const date of aProjeter) {
      for (const o of occurrences(p, sesParts, date, date)) {
        if (o.part.dateFin !== null && o.part.dateFin < date) continue;
        ajouter(o.part, date, minutesReelles(date, o.part.heureDebut, o.part.heureFin));
      }
    }
  }
  return [...lignes.values()].sort(
    (a, b) =>
      a.etablissement.localeCompare(b.etablissement, 'fr') ||
      a.nom.localeCompare(b.nom, 'fr') ||
      a.prenom.localeCompare(b.prenom, 'fr') ||
      a.employeId - b.employeId,
  );
}

function csvBudget(lignes: readonly LigneBudget[], dates: readonly string[], entetes: readonly string[]): string {
  const tete = ['Établissement', 'Identifiant', 'Nom', 'Prénom', ...entetes];
  let texte = BOM + ligneCsv(tete);
  for (const l of lignes) {
    const parDate = dates.map((d) => l.minutes.get(d) ?? 0);
    const total = dates.length > 1 ? [heuresCsv(parDate.reduce((a, b) => a + b, 0))] : [];
    texte += ligneCsv([l.etablissement, String(l.employeId), l.nom, l.prenom, ...parDate.map(heuresCsv), ...total]);
  }
  return texte;
}

/** budget_heures_supp_jour_ferie_annuel.csv: one column per public holiday of the year, then the total. */
export async function budgetFeries(db: DbOrTx, associationId: number, annee: number): Promise<string> {
  if (!(await associationExiste(db, associationId))) throw notFound('Association introuvable');
  const feries = joursFeries(annee);
  const dates = feries.map((f) => f.date);
  const lignes = await heuresPrevues(db, associationId, dates);
  return csvBudget(lignes, dates, [...feries.map((f) => `${f.label} ${dateCsv(f.date)}`), 'Total']);
}

/** budget_dimanche.csv: the hours planned on one Sunday (the query schema refuses other days). */
export async function budgetDimanche(db: DbOrTx, associationId: number, date: string): Promise<string> {
  if (!(await associationExiste(db, associationId))) throw notFound('Association introuvable');
  const lignes = await heuresPrevues(db, associationId, [date]);
  return csvBudget(lignes, [date], [`Heures prévues le ${dateCsv(date)}`]);
}
