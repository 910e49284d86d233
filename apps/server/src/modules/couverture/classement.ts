import {
  ajouterJours,
  type Candidat,
  CERCLES_CANDIDAT,
  type CercleCandidat,
  formatHeureMinute,
  joursEntre,
  lundiDeLaSemaineDe,
  type ReglesDuTravail,
} from '@roulement/contract';
import { chevauche, MINUTES_JOUR, type Plage } from './periodes-de-travail';
import { evaluer, type NatureHeures } from './regles-du-travail';

/** The slot to cover, as the ranking reads it. */
export interface CreneauCible {
  etablissementId: number;
  date: string;
  heureDebut: number;
  heureFin: number;
}

/** One person who might take it, with their work around the slot (see candidats.lecture.ts). */
export interface Personne {
  employeId: number;
  utilisateurId: number;
  etablissementId: number;
  etablissement: string;
  prenom: string;
  nom: string;
  membre: boolean;
  titulaire: boolean;
  memeMetier: boolean;
  enConges: boolean;
  contratMinutes: number | null;
  travail: readonly { date: string; heureDebut: number; heureFin: number }[];
  minutesOnzeSemaines: number;
  remplacementsDuMois: number;
}

/**
 * Issue 27: the service's members first, then the establishment's employees of the same job, then
 * those of the other establishments who accept, then the establishment's vacataires (no open-ended
 * contract). Anyone else (another job) is not a candidate.
 */
export function cercleDe(p: Personne, cible: CreneauCible): CercleCandidat | null {
  if (p.membre) return 'SERVICE';
  if (!p.memeMetier) return null;
  if (p.etablissementId !== cible.etablissementId) return 'ASSOCIATION';
  return p.titulaire ? 'ETABLISSEMENT' : 'VACATAIRE';
}

/** The Monday a week before the slot's week: every time is counted from there, in minutes. */
export const origineDe = (date: string) => ajouterJours(lundiDeLaSemaineDe(date), -7);
const plage = (origine: string, c: { date: string; heureDebut: number; heureFin: number }): Plage => {
  const jour = joursEntre(origine, c.date) * MINUTES_JOUR;
  return { debut: jour + c.heureDebut, fin: jour + c.heureFin };
};
const horaire = (c: { heureDebut: number; heureFin: number }) =>
  `${formatHeureMinute(c.heureDebut)}–${formatHeureMinute(c.heureFin)}`;

const ORDRE_NATURE: Record<NatureHeures, number> = { NORMALES: 0, COMPLEMENTAIRES: 1, SUPPLEMENTAIRES: 2 };

interface Classe {
  candidat: Candidat;
  cle: number[];
  nom: string;
}

/**
 * Every candidate with their reasons, in the order to ask them; `ecartes` counts those a blocking
 * rule removes. Within a circle: available before unavailable (leave, already working then), no
 * derogation before a derogation, normal hours before a part-time's complementary hours before a
 * full-time's overtime, then the lighter week, then fewer replacements this month.
 */
export function classer(regle: ReglesDuTravail, cible: CreneauCible, personnes: readonly Personne[]) {
  const origine = origineDe(cible.date);
  const creneau = plage(origine, cible);
  const classes: Classe[] = [];
  let ecartes = 0;
  for (const p of personnes) {
    const cercle = cercleDe(p, cible);
    if (cercle === null) continue;
    const memeJour = p.travail.filter((t) => t.date === cible.date);
    const enPoste = memeJour.filter((t) => chevauche(plage(origine, t), creneau));
    const disponible = !p.enConges && enPoste.length === 0;
    const presence = p.enConges
      ? ['en congé']
      : memeJour.length > 0
        ? memeJour.map((t) => `déjà en poste ${horaire(t)}`)
        : ['libre'];
    const verdict = evaluer(regle, {
      creneau,
      travail: p.travail.map((t) => plage(origine, t)),
      minutesOnzeSemaines: p.minutesOnzeSemaines,
      contratMinutes: p.contratMinutes,
    });
    if (disponible && verdict.bloquant) {
      ecartes++;
      continue;
    }
    const remplacements = `${p.remplacementsDuMois} remplacement${p.remplacementsDuMois > 1 ? 's' : ''} ce mois-ci`;
    classes.push({
      candidat: {
        employeId: p.employeId,
        utilisateurId: p.utilisateurId,
        nomComplet: `${p.prenom} ${p.nom}`,
        etablissement: p.etablissement,
        cercle,
        disponible,
        avertissement: disponible && verdict.derogation,
        raisons: disponible ? [...presence, ...verdict.raisons, remplacements] : presence,
      },
      cle: [
        CERCLES_CANDIDAT.indexOf(cercle),
        disponible ? 0 : 1,
        verdict.derogation ? 1 : 0,
        ORDRE_NATURE[verdict.nature],
        verdict.minutesSemaine,
        p.remplacementsDuMois,
      ],
      nom: `${p.nom} ${p.prenom}`,
    });
  }
  classes.sort((a, b) => comparerCles(a.cle, b.cle) || a.nom.localeCompare(b.nom, 'fr'));
  return { candidats: classes.map((c) => c.candidat), ecartes };
}

function comparerCles(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
