import { ajouterJours, lundiDeLaSemaineDe } from '@roulement/contract';
import type { DatesDemo } from './demo-dates';

/**
 * Weeks (from this one) of the large set's pending requests (large-demandes.ts): one or two each
 * month of the year ahead, outside the summer and winter holidays, which the paid leave takes.
 */
export function semainesEnAttente(d: DatesDemo): number[] {
  const vacances = (lundi: string) => {
    const moisJour = lundi.slice(5);
    return moisJour >= '12-14' || moisJour <= '01-07' || (moisJour >= '06-29' && moisJour <= '08-31');
  };
  return [1, 2, 3, 4, 6, 7, 8, 9, 12, 16, 21, 25, 29, 34, 38, 43, 47, 51].filter((s) => !vacances(d.lundi(s)));
}

const TYPE = { paye: 1, trimestriel: 2, maladie: 4 } as const;
/** Three sick spells of six days a year: about 5 % of the staff absent on any day. */
const ARRETS = { nombre: 3, jours: 6 } as const;

export type CongeDeLAnnee = {
  employeId: number;
  congesTypeId: number;
  dateDebut: string;
  dateFin: string;
  demiJournee: 0;
  dateDemande: string;
};

/**
 * A year of leave as an association lives it, six months back and six ahead: paid leave mostly in
 * summer and around the winter holidays, a week in autumn, February or spring, sick spells every
 * month, and one CCN 66 quarterly day each quarter. Pure: the same employees and day, the same rows.
 */
export function congesDeLAnnee(employeIds: number[], d: DatesDemo): CongeDeLAnnee[] {
  const debut = d.premierDuMois(-6);
  const fin = d.dernierDuMois(6);
  const libre = (dateDebut: string, dateFin: string) => dateDebut >= debut && dateFin <= fin;
  const annees = [Number(debut.slice(0, 4)), Number(fin.slice(0, 4))];
  const lundiDe = (annee: number, moisJour: string, semaines = 0) =>
    ajouterJours(lundiDeLaSemaineDe(`${annee}-${moisJour}`), 7 * semaines);

  return employeIds.flatMap((employeId, i) => {
    const lignes: CongeDeLAnnee[] = [];
    const poser = (congesTypeId: number, dateDebut: string, dateFin: string) => {
      if (!libre(dateDebut, dateFin)) return;
      // Only sickness may overlap another leave (conges_type.chevauchement_autorise).
      const chevauche = (l: CongeDeLAnnee) =>
        l.congesTypeId !== TYPE.maladie && l.dateDebut <= dateFin && dateDebut <= l.dateFin;
      if (congesTypeId !== TYPE.maladie && lignes.some(chevauche)) return;
      const avance = ajouterJours(dateDebut, -30);
      const dateDemande = avance < d.aujourdhui ? avance : d.aujourdhui;
      lignes.push({ employeId, congesTypeId, dateDebut, dateFin, demiJournee: 0, dateDemande });
    };
    for (const annee of new Set(annees)) {
      // Two weeks between early July and the end of August, staggered so the services stay open.
      const ete = lundiDe(annee, '07-06', i % 7);
      poser(TYPE.paye, ete, ajouterJours(ete, 11));
      // Half the staff around Christmas or New Year.
      if (i % 2 === 0) {
        const hiver = lundiDe(annee, '12-22', (i / 2) % 2);
        poser(TYPE.paye, hiver, ajouterJours(hiver, 4));
      }
      const autre = [lundiDe(annee, '10-19', i % 2), lundiDe(annee, '02-09', i % 3), lundiDe(annee, '04-13', i % 3)][
        i % 3
      ]!;
      poser(TYPE.paye, autre, ajouterJours(autre, 4));
    }
    for (let k = 0; k < ARRETS.nombre; k++) {
      const jour = ajouterJours(debut, (i * 53 + k * 122 + 11) % 365);
      poser(TYPE.maladie, jour, ajouterJours(jour, ARRETS.jours - 1));
    }
    // The Friday of a week of each quarter, each employee on their own week.
    for (let t = -2; t <= 2; t++) {
      const debutTrimestre = d.premierDuMois(t * 3 - ((Number(d.aujourdhui.slice(5, 7)) - 1) % 3));
      const vendredi = ajouterJours(lundiDeLaSemaineDe(debutTrimestre), 7 * (1 + (i % 11)) + 4);
      poser(TYPE.trimestriel, vendredi, vendredi);
    }
    return lignes;
  });
}

type Periode = { dateDebut: string; dateFin: string };

/**
 * The Tuesday and Wednesday of a pending leave request: the first of `semaines`, from `depart` on,
 * that meets none of the employee's leave. Paid leave is refused on any leave's days (sickness
 * included), so accepting it later, as the bench does, must find them free.
 */
export function joursLibresEnAttente(d: DatesDemo, semaines: number[], depart: number, occupes: Periode[]): Periode {
  for (let n = 0; n < semaines.length; n++) {
    const mardi = ajouterJours(d.lundi(semaines[(depart + n) % semaines.length]!), 1);
    const p = { dateDebut: mardi, dateFin: ajouterJours(mardi, 1) };
    if (!occupes.some((o) => o.dateDebut <= p.dateFin && p.dateDebut <= o.dateFin)) return p;
  }
  const loin = ajouterJours(d.lundi(60), 1);
  return { dateDebut: loin, dateFin: ajouterJours(loin, 1) };
}
