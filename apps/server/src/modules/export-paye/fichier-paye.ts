import {
  CODES_EXPORT_PAYE_DEFAUT,
  COLONNES_EXPORT_PAYE,
  type CodeExportPaye,
  type ColonneExportPaye,
} from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import { BOM, dateCsv, heuresCsv, ligneCsv, nombreCsv } from '../../lib/csv';
import { joursFeries, joursFeriesEntre } from '../calendrier/jours-feries';
import { joursAstreinteParEmploye } from './astreinte-paye';
import { type ElementsPaye, elementsPaye } from './elements-paye';
import {
  type EmployePaye,
  listCongesPaye,
  listCreneauxPaye,
  listEmployesPaye,
  listMembresFeriesAutomatiques,
  listTypesConges,
  type Perimetre,
} from './export-paye.lecture';
import { listCodes } from './export-paye.repository';
import { minutesFeriesAutomatiquesPaye } from './feries-paye';

/** Employees per round trip: the memory used follows this, not the number of rows of the file. */
export const LOT_EMPLOYES = 250;

export function estFerieEntre(du: string, au: string): (date: string) => boolean {
  const feries = new Set<string>();
  for (let a = Number(du.slice(0, 4)); a <= Number(au.slice(0, 4)) + 1; a++) {
    for (const j of joursFeries(a)) feries.add(j.date);
  }
  return (d) => feries.has(d);
}

/** Every column of the association's file, in order, with its header (decision 058). */
export async function colonnesPaye(db: DbOrTx, associationId: number): Promise<CodeExportPaye[]> {
  const types = await listTypesConges(db);
  const codes = await listCodes(db, associationId);
  const choisis = new Map(codes.map((c) => [c.colonne, c.code]));
  const colonnes = [
    ...COLONNES_EXPORT_PAYE.map((colonne) => ({ colonne, libelle: CODES_EXPORT_PAYE_DEFAUT[colonne] })),
    ...types.map((t) => ({ colonne: `CONGES_${t.id}`, libelle: `${t.label} (jours)` })),
  ];
  return colonnes.map(({ colonne, libelle }) => {
    const code = choisis.get(colonne);
    return { colonne, libelle, code: code ?? libelle, parDefaut: code === undefined };
  });
}

/** What a line adds to the slots' figures: on-call days and unworked holidays (minutes). */
interface Autres {
  astreinte: number;
  feriesAutomatiques: number;
}

function valeurs(e: EmployePaye, el: ElementsPaye | undefined, autres: Autres, du: string, au: string) {
  const v: Record<ColonneExportPaye, string> = {
    IDENTIFIANT: String(e.employeId),
    NOM: e.nom,
    PRENOM: e.prenom,
    ETABLISSEMENT: e.etablissement,
    CONTRAT: e.contrat ?? '',
    HEURES_CONTRAT: e.heuresHebdo === null ? '' : nombreCsv(e.heuresHebdo),
    DATE_DEBUT: dateCsv(du),
    DATE_FIN: dateCsv(au),
    HEURES_TRAVAILLEES: heuresCsv(el?.minutesTravaillees ?? 0),
    HEURES_SUPPLEMENTAIRES: heuresCsv(el?.minutesSupplementaires ?? 0),
    HEURES_NUIT: heuresCsv(el?.minutesNuit ?? 0),
    HEURES_DIMANCHE: heuresCsv(el?.minutesDimanche ?? 0),
    HEURES_FERIES: heuresCsv(el?.minutesFeriees ?? 0),
    HEURES_FERIES_AUTOMATIQUES: heuresCsv(autres.feriesAutomatiques),
    JOURS_ASTREINTE: nombreCsv(autres.astreinte),
    REPAS_MIDI: String(el?.repasMidi ?? 0),
    REPAS_SOIR: String(el?.repasSoir ?? 0),
  };
  return (colonne: string) => {
    if (colonne in v) return v[colonne as ColonneExportPaye];
    return nombreCsv(el?.joursConges.get(Number(colonne.slice('CONGES_'.length))) ?? 0);
  };
}

/**
 * `export_elements_paye.csv`, written as it is read: the employees, then their slots, leave,
 * on-call days and memberships counting holidays automatically by batches of LOT_EMPLOYES (four
 * statements a batch, whatever the number of slots), each batch
 * turned into lines and handed to the response before the next is read.
 */
export async function* fichierPaye(
  db: DbOrTx,
  perimetre: Perimetre,
  associationId: number,
  du: string,
  au: string,
  lot = LOT_EMPLOYES,
): AsyncGenerator<string> {
  const [employes, colonnes] = await Promise.all([
    listEmployesPaye(db, perimetre, du, au),
    colonnesPaye(db, associationId),
  ]);
  const estFerie = estFerieEntre(du, au);
  const feries = joursFeriesEntre(du, au);
  yield BOM + ligneCsv(colonnes.map((c) => c.code));
  for (let i = 0; i < employes.length; i += lot) {
    const lesEmployes = employes.slice(i, i + lot);
    const ids = lesEmployes.map((e) => e.employeId);
    const [creneaux, conges, astreintes, membresFeries] = await Promise.all([
      listCreneauxPaye(db, perimetre, ids, du, au),
      listCongesPaye(db, ids, du, au),
      joursAstreinteParEmploye(db, ids, du, au),
      listMembresFeriesAutomatiques(db, perimetre, ids, du),
    ]);
    const elements = elementsPaye(creneaux, conges, du, au, estFerie);
    const feriesAutomatiques = minutesFeriesAutomatiquesPaye(membresFeries, creneaux, conges, feries);
    let texte = '';
    for (const e of lesEmployes) {
      const valeur = valeurs(
        e,
        elements.get(e.employeId),
        { astreinte: astreintes.get(e.employeId) ?? 0, feriesAutomatiques: feriesAutomatiques.get(e.employeId) ?? 0 },
        du,
        au,
      );
      texte += ligneCsv(colonnes.map((c) => valeur(c.colonne)));
    }
    yield texte;
  }
}
