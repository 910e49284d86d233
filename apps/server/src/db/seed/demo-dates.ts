import { ajouterJours, dateLocale, isoDate, lundiDeLaSemaineDe } from '@roulement/contract';
import { addMonths, endOfMonth, getMonth, getYear, startOfMonth } from 'date-fns';

/** Dates of the demo data, relative to the day it is loaded so that it stays meaningful. */
export function datesDemo(aujourdhui: string) {
  const jour = dateLocale(aujourdhui);
  // Reference period of paid leave: 1 June – 31 May (DOMAIN.md); getMonth counts from 0.
  const anneeReference = getMonth(jour) >= 5 ? getYear(jour) : getYear(jour) - 1;
  const debutReference = `${anneeReference}-06-01`;
  const lundi = lundiDeLaSemaineDe(aujourdhui);
  return {
    aujourdhui,
    debutReference,
    finReference: `${anneeReference + 1}-05-31`,
    /** Monday of the week `semaines` weeks from this one (negative: before). */
    lundi: (semaines: number) => ajouterJours(lundi, semaines * 7),
    premierDuMois: (decalage: number) => isoDate(startOfMonth(addMonths(jour, decalage))),
    dernierDuMois: (decalage: number) => isoDate(endOfMonth(addMonths(jour, decalage))),
  };
}
export type DatesDemo = ReturnType<typeof datesDemo>;
