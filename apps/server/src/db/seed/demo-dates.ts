import { ajouterJours, jourDeLaSemaine, jourDepuisIso } from '../../lib/jours';

/** Dates of the demo data, relative to the day it is loaded so that it stays meaningful. */
export function datesDemo(aujourdhui: string) {
  const annee = Number(aujourdhui.slice(0, 4));
  const mois = Number(aujourdhui.slice(5, 7));
  // Reference period of paid leave: 1 June – 31 May (DOMAIN.md).
  const debutReference = `${mois >= 6 ? annee : annee - 1}-06-01`;
  const lundi = ajouterJours(aujourdhui, 1 - jourDeLaSemaine(jourDepuisIso(aujourdhui)));
  return {
    aujourdhui,
    debutReference,
    finReference: `${Number(debutReference.slice(0, 4)) + 1}-05-31`,
    /** Monday of the week `semaines` weeks from this one (negative: before). */
    lundi: (semaines: number) => ajouterJours(lundi, semaines * 7),
    premierDuMois: (decalage: number) => {
      const d = new Date(Date.UTC(annee, mois - 1 + decalage, 1));
      return d.toISOString().slice(0, 10);
    },
    dernierDuMois: (decalage: number) => {
      const d = new Date(Date.UTC(annee, mois + decalage, 0));
      return d.toISOString().slice(0, 10);
    },
  };
}
export type DatesDemo = ReturnType<typeof datesDemo>;
