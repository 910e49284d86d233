import type { ContratStatut, EmployeStatut } from './employe.schemas';

/** `YYYY-MM-DD` → `DD/MM/YYYY`, the French way. */
export function dateFr(date: string): string {
  const [annee, mois, jour] = date.split('-');
  return `${jour}/${mois}/${annee}`;
}

interface Periode {
  dateDebut: string;
  dateFin: string | null;
}

/** Spec §4: A venir before its start, Terminé after its end, En cours otherwise. */
export function statutContrat(contrat: Periode, today: string): ContratStatut {
  if (contrat.dateDebut > today) return 'A venir';
  if (contrat.dateFin !== null && contrat.dateFin < today) return 'Terminé';
  return 'En cours';
}

/** Spec §4: 'Du X au Y' with an end date, 'Depuis le X' once started, 'À compter du X' before. */
export function texteDatesContrat(contrat: Periode, today: string): string {
  if (contrat.dateFin) return `Du ${dateFr(contrat.dateDebut)} au ${dateFr(contrat.dateFin)}`;
  if (contrat.dateDebut <= today) return `Depuis le ${dateFr(contrat.dateDebut)}`;
  return `À compter du ${dateFr(contrat.dateDebut)}`;
}

/** Contracts newest first; the first one is the current contract (spec §2.11). */
export function trierContrats<T extends Periode>(contrats: readonly T[], today: string): T[] {
  const rang = (c: T) => ({ 'En cours': 0, 'A venir': 1, Terminé: 2 })[statutContrat(c, today)];
  return [...contrats].sort((a, b) => rang(a) - rang(b) || b.dateDebut.localeCompare(a.dateDebut));
}

/** The employee's status from their contracts, with its precision (the list's groups). */
export function statutEmploye(
  contrats: readonly Periode[],
  today: string,
): { status: EmployeStatut; complementStatus: string | null } {
  if (contrats.length === 0) return { status: 'Enregistré(e)', complementStatus: 'sans contrat' };
  const enCours = contrats.filter((c) => statutContrat(c, today) === 'En cours');
  if (enCours.length > 0) {
    const fin = enCours
      .map((c) => c.dateFin)
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1);
    const sansFin = enCours.some((c) => c.dateFin === null);
    return { status: 'Présent(e)', complementStatus: sansFin || !fin ? null : `jusqu'au ${dateFr(fin)}` };
  }
  const aVenir = contrats
    .filter((c) => statutContrat(c, today) === 'A venir')
    .map((c) => c.dateDebut)
    .sort();
  if (aVenir[0]) return { status: 'A venir', complementStatus: `à compter du ${dateFr(aVenir[0])}` };
  const derniereFin =
    contrats
      .map((c) => c.dateFin ?? '')
      .sort()
      .at(-1) ?? '';
  return { status: 'Sorti(e)', complementStatus: derniereFin ? `depuis le ${dateFr(derniereFin)}` : null };
}

/** Groups of the employees list, in the spec's order (§2.11). */
export const GROUPES_EMPLOYES: readonly { status: EmployeStatut; titre: string }[] = [
  { status: 'A venir', titre: 'A venir' },
  { status: 'Présent(e)', titre: 'Présents' },
  { status: 'Enregistré(e)', titre: 'Enregistrés' },
  { status: 'Sorti(e)', titre: 'Sortis' },
];

/**
 * Accent- and case-insensitive form of a name, for search: the server stores it for every user
 * (`nom_recherche`) and normalises the typed term the same way. Hyphens, apostrophes and dots
 * become spaces so that « Jean-Pierre » is found by « jean pierre »; œ and æ are spelt out because
 * they are letters of their own, not accented ones.
 */
export function normaliserRecherche(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[\s\-'’.]+/gu, ' ')
    .trim();
}

/**
 * Field of the 409 answer to POST /employe when the user already is an employee of the
 * establishment: `fieldErrors.employeId` holds that employee's id, so the screen can open it.
 */
export const CHAMP_EMPLOYE_EXISTANT = 'employeId';

/** The existing employee's id carried by that 409 answer, if any. */
export function employeIdExistant(error: { fieldErrors?: Record<string, string> | undefined }): number | undefined {
  const value = error.fieldErrors?.[CHAMP_EMPLOYE_EXISTANT];
  const id = value === undefined ? Number.NaN : Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Minutes → hours with two decimals (spec §9). */
export function heuresDepuisMinutes(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}
