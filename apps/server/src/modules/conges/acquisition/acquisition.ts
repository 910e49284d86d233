import type { CategorieMetier } from '@roulement/contract';
import { jourDepuisIso } from '../../../lib/jours';
import type { Periode } from './periodes';
import { type RegleConges, regleEnVigueur } from './regles';

export interface ContratAcquisition {
  dateDebut: string;
  dateFin: string | null;
  /** A permanent contract (CDI): CCN 66 seniority days are for permanent staff only. */
  permanent: boolean;
  categorie: CategorieMetier;
}

export interface Plage {
  dateDebut: string;
  dateFin: string;
}

/** What the rules need to know of one employee. Working hours are absent on purpose: the law counts days. */
export interface SituationEmploye {
  employeId: number;
  contrats: readonly ContratAcquisition[];
  /** Non-professional sickness: earns the sickness rate instead of the worked rate. */
  maladies: readonly Plage[];
  /** Unpaid leave (congé sans solde): earns nothing (CCN 66 art. 25). */
  sansSolde: readonly Plage[];
  /** Start of seniority; the first contract's start when not set. */
  dateAnciennete: string | null;
  /** Adult-disability establishment (CCN 66 annexe 10): no quarterly leave. */
  annexe10: boolean;
}

export interface Acquis {
  nbJours: number;
  regleId: number;
}

/** The ledger keeps hundredths; the legal rounding up happens when the leave year closes (arrondiAnnuel). */
const centiemes = (jours: number) => Math.round(jours * 100) / 100;

/**
 * What rounds a leave year's paid leave up to the next whole day (Code du travail L3141-7, applied
 * to the year's total, never month by month; decision 077): 0 when the total is whole.
 */
export function arrondiAnnuel(totalAcquis: number): number {
  const total = centiemes(totalAcquis);
  return centiemes(Math.ceil(total) - total);
}

const couvre = (plages: readonly Plage[], jour: number) =>
  plages.some((p) => jourDepuisIso(p.dateDebut) <= jour && jour <= jourDepuisIso(p.dateFin));

const FIN_OUVERTE = '9999-12-31';
const sousContrat = (contrats: readonly ContratAcquisition[], jour: number) =>
  couvre(
    contrats.map((c) => ({ dateDebut: c.dateDebut, dateFin: c.dateFin ?? FIN_OUVERTE })),
    jour,
  );

const chevauche = (c: ContratAcquisition, p: Periode) => c.dateDebut <= p.fin && (c.dateFin ?? FIN_OUVERTE) >= p.debut;

/**
 * Paid leave of a month, day by day: each day under contract earns its share of the month's
 * rate (prorata of the days under contract), a sick day the sickness rate, an unpaid day nothing.
 * Each day takes the rule in force that day, so a version starting mid-month applies from its date.
 */
export function acquisMensuel(regles: readonly RegleConges[], s: SituationEmploye, p: Periode): Acquis | null {
  const debut = jourDepuisIso(p.debut);
  const fin = jourDepuisIso(p.fin);
  const joursDuMois = fin - debut + 1;
  let total = 0;
  let derniere: RegleConges | undefined;
  for (let jour = debut; jour <= fin; jour++) {
    if (!sousContrat(s.contrats, jour) || couvre(s.sansSolde, jour)) continue;
    const regle = regleEnVigueur(regles, p.debut.slice(0, 8) + String(jour - debut + 1).padStart(2, '0'));
    if (!regle) continue;
    total += (couvre(s.maladies, jour) ? regle.joursParMoisMaladie : regle.joursParMois) / joursDuMois;
    derniere = regle;
  }
  const nbJours = centiemes(total);
  return derniere && nbJours > 0 ? { nbJours, regleId: derniere.regleCongesId } : null;
}

/** Full years from `depuis` to `jour` (ISO dates). */
function anneesEntre(depuis: string, jour: string): number {
  const annees = Number(jour.slice(0, 4)) - Number(depuis.slice(0, 4));
  return depuis.slice(5) > jour.slice(5) ? annees - 1 : annees;
}

/** CCN 66 seniority days of a leave year, assessed on its first day, for staff on a permanent contract then. */
export function acquisAnciennete(regles: readonly RegleConges[], s: SituationEmploye, p: Periode): Acquis | null {
  const regle = regleEnVigueur(regles, p.debut);
  const jour = jourDepuisIso(p.debut);
  if (
    !regle ||
    !sousContrat(
      s.contrats.filter((c) => c.permanent),
      jour,
    )
  )
    return null;
  const debut = s.dateAnciennete ?? s.contrats.map((c) => c.dateDebut).sort()[0]!;
  const paliers = Math.floor(anneesEntre(debut, p.debut) / 5);
  const nbJours = Math.min(regle.joursAncienneteMax, paliers * regle.joursParPalierAnciennete);
  return nbJours > 0 ? { nbJours, regleId: regle.regleCongesId } : null;
}

/**
 * CCN 66 quarterly leave: the days of the job's category, whole whatever the working time, for
 * anyone under contract during the quarter, except in the summer quarter and in annexe-10
 * establishments. The job is the one of the latest contract of the quarter.
 */
export function acquisTrimestriel(regles: readonly RegleConges[], s: SituationEmploye, p: Periode): Acquis | null {
  const regle = regleEnVigueur(regles, p.debut);
  const trimestre = Math.floor((Number(p.debut.slice(5, 7)) - 1) / 3) + 1;
  if (!regle || s.annexe10 || trimestre === regle.trimestreEte) return null;
  const contrats = s.contrats.filter((c) => chevauche(c, p)).sort((a, b) => a.dateDebut.localeCompare(b.dateDebut));
  const dernier = contrats.at(-1);
  if (!dernier) return null;
  const nbJours = regle.joursTrimestriels[dernier.categorie];
  return nbJours > 0 ? { nbJours, regleId: regle.regleCongesId } : null;
}
