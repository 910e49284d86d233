import {
  type Creneau,
  type JourDeRepos,
  jourCourt,
  joursDeSemaine,
  type Membre,
  type ModeAffichage,
  type TypeCreneau,
  textColorFor,
} from '@roulement/contract';
import type { jsPDF } from 'jspdf';
import { type AxePlanning, axeDuPlanning, blocsSurAxe, dureeAxe, reperesAxe } from '../utils/axe-planning';
import { cleColonne, creneauxParColonne, joursIndisponibles } from '../utils/semaine-planning';
import {
  echelleAxe,
  HAUTEUR_CARTE,
  HAUTEUR_JOUR,
  HAUTEUR_TITRE,
  LARGEUR_AXE,
  largeurGrille,
  nomCarte,
  PAGE,
} from './mise-en-page';

export interface PageDessinee {
  titre: string;
  semaine: { semaine: number; annee: number };
  creneaux: readonly Creneau[];
  membres: readonly Membre[];
  repos: readonly JourDeRepos[] | undefined;
  mode: ModeAffichage;
  absences: boolean;
}

const TIRETS: Partial<Record<TypeCreneau, number[]>> = {
  CreneauHeuresSupplementaires: [1, 0.6],
  CreneauDeFormation: [0.3, 0.5],
};

/** One week (or one share of its members) on an A4 landscape page, as vectors. */
export function dessinerPage(doc: jsPDF, page: PageDessinee): void {
  const haut = PAGE.marge + HAUTEUR_TITRE + HAUTEUR_JOUR + HAUTEUR_CARTE;
  // The screen's axis (decision 102): a night shift is printed at its true hours too.
  const axe = axeDuPlanning(page.mode, page.creneaux);
  const enMm = echelleAxe(dureeAxe(axe));
  const hauteur = enMm(dureeAxe(axe));
  const gauche = PAGE.marge + LARGEUR_AXE;
  const jours = joursDeSemaine(page.semaine);
  const largeurJour = largeurGrille() / 7;
  const largeurColonne = largeurJour / Math.max(1, page.membres.length);

  doc.setFont('helvetica', 'bold').setFontSize(12).setTextColor('#000000');
  doc.text(page.titre, PAGE.marge, PAGE.marge + 5);
  doc.setFont('helvetica', 'normal');

  // Hour lines and the axis.
  doc.setDrawColor('#DDDDDD').setLineWidth(0.1);
  doc.setFontSize(6).setTextColor('#555555');
  for (const { heure, decalage } of reperesAxe(axe)) {
    const y = haut + enMm(decalage);
    doc.line(gauche, y, gauche + largeurGrille(), y);
    doc.text(`${String(heure).padStart(2, '0')}:00`, gauche - 1, y + 1, { align: 'right' });
  }

  const colonnes = creneauxParColonne(page.creneaux);
  const repos = new Map(page.repos?.map((r) => [cleColonne(r.date, r.membreId), r]));
  const absents = new Map(page.membres.map((m) => [m.membreId, page.absences ? joursIndisponibles(m) : new Set()]));
  jours.forEach((date, j) => {
    const xJour = gauche + j * largeurJour;
    doc.setFontSize(8).setTextColor('#000000');
    doc.text(jourCourt(date, j), xJour + largeurJour / 2, PAGE.marge + HAUTEUR_TITRE + 3.3, { align: 'center' });
    page.membres.forEach((m, i) => {
      const x = xJour + i * largeurColonne;
      dessinerCarte(doc, m, x, largeurColonne);
      const cle = cleColonne(date, m.membreId);
      if (absents.get(m.membreId)?.has(date)) {
        doc.setFillColor('#FBE4E4').rect(x, haut, largeurColonne, hauteur, 'F');
      }
      const r = repos.get(cle);
      if (r) dessinerRepos(doc, r, x, haut, largeurColonne, hauteur);
      for (const c of colonnes.get(cle) ?? []) dessinerCreneau(doc, c, m, { axe, enMm }, x, haut, largeurColonne);
    });
    doc.setDrawColor('#607D8B').setLineWidth(0.4);
    doc.line(xJour, PAGE.marge + HAUTEUR_TITRE, xJour, haut + hauteur);
  });
  doc.line(gauche + largeurGrille(), PAGE.marge + HAUTEUR_TITRE, gauche + largeurGrille(), haut + hauteur);
  doc.line(gauche, haut + hauteur, gauche + largeurGrille(), haut + hauteur);
}

function dessinerCarte(doc: jsPDF, m: Membre, x: number, largeur: number) {
  const y = PAGE.marge + HAUTEUR_TITRE + HAUTEUR_JOUR;
  doc.setFillColor(m.couleur).setDrawColor('#9E9E9E').setLineWidth(0.1);
  doc.rect(x, y, largeur, HAUTEUR_CARTE, 'FD');
  doc.setFontSize(Math.min(7, largeur * 2)).setTextColor(textColorFor(m.couleur));
  const place = Math.floor((HAUTEUR_CARTE - 2) / (doc.getTextWidth('abcdefghijklmnopqrstuvwxyz') / 26));
  doc.text(nomCarte(m.employe.utilisateur, place), x + largeur / 2 + 1, y + HAUTEUR_CARTE - 1, { angle: 90 });
}

function dessinerRepos(doc: jsPDF, r: JourDeRepos, x: number, haut: number, largeur: number, hauteur: number) {
  const y = r.demiJour ? haut + hauteur / 2 : haut;
  const h = r.demiJour ? hauteur / 2 : hauteur;
  doc.setFillColor('#CFD8DC').rect(x, y, largeur, h, 'F');
  doc.setFontSize(6).setTextColor('#455A64');
  doc.text(r.demiJour ? 'Demi-repos' : 'Repos', x + largeur / 2 + 1, y + h / 2 + 6, { angle: 90 });
}

function dessinerCreneau(
  doc: jsPDF,
  c: Creneau,
  m: Membre,
  echelle: { axe: AxePlanning; enMm: (minutes: number) => number },
  x: number,
  haut: number,
  largeur: number,
) {
  const recuperation = c.type === 'CreneauDeRecuperation';
  // Recovery is not presence: drawn pale.
  const fond = recuperation ? '#FFFFFF' : m.couleur;
  for (const bloc of blocsSurAxe(echelle.axe, c.heureDebut.valeur, c.heureFin.valeur)) {
    const y = haut + echelle.enMm(bloc.debut);
    const h = echelle.enMm(bloc.fin - bloc.debut);
    doc.setFillColor(fond).setLineDashPattern(TIRETS[c.type] ?? [], 0);
    doc.setDrawColor(c.aRemplacer ? '#D32F2F' : recuperation ? m.couleur : '#424242');
    doc.setLineWidth(c.aRemplacer ? 0.5 : 0.2);
    doc.rect(x + 0.3, y, largeur - 0.6, h, 'FD');
    if (c.type === 'CreneauDeRemplacement') doc.rect(x + 0.8, y + 0.5, largeur - 1.6, h - 1, 'S');
    doc.setLineDashPattern([], 0);
    if (h >= 11) {
      doc.setFontSize(Math.min(6, largeur * 1.6)).setTextColor(recuperation ? '#424242' : textColorFor(fond));
      const texte = `${recuperation ? 'Récup. ' : ''}${c.heureDebut.toHeureMinute}-${c.heureFin.toHeureMinute}`;
      doc.text(texte, x + largeur / 2 + 0.8, y + h - 1, { angle: 90 });
    }
  }
}
