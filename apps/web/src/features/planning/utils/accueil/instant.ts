import { ajouterJours } from '@roulement/contract';
import { format } from 'date-fns';
import { dateLongue } from '../../../../lib/format';
import type { Instant } from './accueil-planning';

/** Now, in the browser's time zone, as the planning counts it (minutes since midnight). */
export function instantCourant(): Instant {
  const d = new Date();
  return { date: format(d, 'yyyy-MM-dd'), minutes: d.getHours() * 60 + d.getMinutes() };
}

/** « Aujourd'hui », « Demain », else « Mardi 24 novembre 2026 ». */
export function jourRelatif(date: string, aujourdhui: string): string {
  if (date === aujourdhui) return "Aujourd'hui";
  if (date === ajouterJours(aujourdhui, 1)) return 'Demain';
  return dateLongue(date);
}
