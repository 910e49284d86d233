import { dateFr, heuresDepuisMinutes } from '@roulement/contract';
import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

const nombreFr = (decimales: { min: number; max: number }) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimales.min, maximumFractionDigits: decimales.max });

const heures = nombreFr({ min: 2, max: 2 });
const jours = nombreFr({ min: 0, max: 2 });

/** Spec §9: hours balances travel in minutes and are shown in hours to two decimals (« 3,50 h »). */
export const formatHeures = (minutes: number): string => `${heures.format(heuresDepuisMinutes(minutes))} h`;

/** A number of leave days, unit 'j' (« 2,5 j »). */
export const formatJours = (nbJours: number): string => `${jours.format(nbJours)} j`;

/** A signed amount: '+' before a positive one (credits and deviations). */
export const signe = (valeur: number, texte: string): string => (valeur > 0 ? `+${texte}` : texte);

/** `YYYY-MM-DD` → « Lundi 3 mars 2026 », for headings of date groups. */
export function dateLongue(iso: string): string {
  const texte = format(parseISO(iso), 'EEEE d MMMM yyyy', { locale: fr });
  return texte.charAt(0).toUpperCase() + texte.slice(1);
}

/** Today as `YYYY-MM-DD` in the browser's time zone (the spec's « date du jour »). */
export const aujourdhui = (): string => format(new Date(), 'yyyy-MM-dd');

/** An instant as « 02/03/2026 à 00:30 », in the browser's time zone. */
export function dateHeure(iso: string): string {
  const d = new Date(iso);
  const jour = d.toLocaleDateString('fr-FR');
  const heure = d.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });
  return `${jour} à ${heure}`;
}

/**
 * A leave's days, « Du 03/03/2026 au 07/03/2026 », or « Le 03/03/2026 (Matin) » for one day: the
 * leave screens and the leave requests say them alike.
 */
export function texteDatesConges(c: { dateDebut: string; dateFin: string; demiJourneeLabel: string | null }): string {
  if (c.dateDebut !== c.dateFin) return `Du ${dateFr(c.dateDebut)} au ${dateFr(c.dateFin)}`;
  return `Le ${dateFr(c.dateDebut)}${c.demiJourneeLabel ? ` (${c.demiJourneeLabel})` : ''}`;
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Spec 3 §1: amounts in euros, French format (« 1 234,50 € »); the residents' and requests' screens. */
export const formatEuros = (montant: number): string => euros.format(montant);
