import { type ApercuEmploye, type CongesType, moitiesDuJour, textColorFor } from '@roulement/contract';
import type { jsPDF } from 'jspdf';
import type { JourColonne } from '../utils/apercu/jours-apercu';
import { largeurJour, PAGE_APERCU as P, pagesApercu } from './mise-en-page-apercu';

export interface ApercuAImprimer {
  /** « Tableau des congés — novembre 2026 — Foyer » */
  titre: string;
  nomFichier: string;
  colonnes: readonly JourColonne[];
  employes: readonly ApercuEmploye[];
  types: readonly CongesType[];
  couleurChome: string;
}

/**
 * Spec §2.10 print: an A4 landscape PDF drawn as vectors, 16 employees a page, the legend at the
 * foot of every page, saved as month-year. The PDF library loads only now.
 */
export async function imprimerApercu(d: ApercuAImprimer, onProgression: (fraction: number) => void) {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const pages = pagesApercu(d.employes.length);
  for (const [n, page] of pages.entries()) {
    if (n > 0) doc.addPage('a4', 'landscape');
    const suite = pages.length > 1 ? ` (page ${n + 1}/${pages.length})` : '';
    doc.setFont('helvetica', 'bold').setFontSize(12).setTextColor('#000000');
    doc.text(`${d.titre}${suite}`, P.marge, P.marge + 5);
    doc.setFont('helvetica', 'normal');
    dessinerEntete(doc, d);
    d.employes.slice(page.debut, page.fin).forEach((e, i) => {
      dessinerLigne(doc, d, e, P.marge + P.titre + P.entete + i * P.ligne);
    });
    dessinerLegende(doc, d);
    onProgression((n + 1) / pages.length);
    // Lets the progress bar show between pages.
    await new Promise((suivant) => setTimeout(suivant));
  }
  doc.save(d.nomFichier);
}

function dessinerEntete(doc: jsPDF, d: ApercuAImprimer) {
  const y = P.marge + P.titre;
  const l = largeurJour(d.colonnes.length);
  doc.setFontSize(7).setDrawColor('#9E9E9E').setLineWidth(0.1);
  doc.text('Employé', P.marge + 1, y + 5);
  d.colonnes.forEach((c, j) => {
    const x = P.marge + P.nom + j * l;
    if (c.chome) doc.setFillColor(d.couleurChome).rect(x, y, l, P.entete, 'F');
    doc.setTextColor('#000000');
    doc.text(`${c.initiale}`, x + l / 2, y + 3.2, { align: 'center' });
    doc.text(`${c.numero}`, x + l / 2, y + 6.6, { align: 'center' });
    doc.rect(x, y, l, P.entete, 'S');
  });
}

function dessinerLigne(doc: jsPDF, d: ApercuAImprimer, e: ApercuEmploye, y: number) {
  const l = largeurJour(d.colonnes.length);
  doc.setDrawColor('#9E9E9E').setLineWidth(0.1).rect(P.marge, y, P.nom, P.ligne, 'S');
  doc.setFontSize(8).setTextColor('#000000');
  doc.text(doc.splitTextToSize(e.nomComplet, P.nom - 2)[0] as string, P.marge + 1, y + P.ligne / 2 + 1.2);
  d.colonnes.forEach((c, j) => {
    const x = P.marge + P.nom + j * l;
    if (c.chome) doc.setFillColor(d.couleurChome).rect(x, y, l, P.ligne, 'F');
    const { matin, apresMidi } = moitiesDuJour(e.absences[c.date]);
    if (matin && matin === apresMidi) {
      doc.setFillColor(matin.couleur).rect(x, y, l, P.ligne, 'F');
      doc.setFontSize(5.5).setTextColor(textColorFor(matin.couleur));
      doc.text(matin.shortLabel, x + l / 2, y + P.ligne / 2 + 1, { align: 'center' });
    } else {
      // Morning on the left, afternoon on the right, as on screen.
      for (const [k, moitie] of [matin, apresMidi].entries()) {
        if (!moitie) continue;
        doc.setFillColor(moitie.couleur).rect(x + (k * l) / 2, y, l / 2, P.ligne, 'F');
      }
    }
    doc.setDrawColor('#9E9E9E').rect(x, y, l, P.ligne, 'S');
  });
}

function dessinerLegende(doc: jsPDF, d: ApercuAImprimer) {
  const elements = [
    ...d.types.map((t) => ({ couleur: t.couleur, texte: `${t.shortLabel} — ${t.label}` })),
    { couleur: d.couleurChome, texte: 'Week-end ou jour férié' },
    { couleur: '#FFFFFF', texte: 'Demi-journée : matin à gauche, après-midi à droite' },
  ];
  let x = P.marge;
  let y = P.hauteur - P.marge - P.legende + 4;
  doc.setFontSize(7).setTextColor('#000000').setDrawColor('#9E9E9E');
  for (const { couleur, texte } of elements) {
    const largeur = 5 + doc.getTextWidth(texte) + 5;
    if (x + largeur > P.largeur - P.marge) {
      x = P.marge;
      y += 5;
    }
    doc.setFillColor(couleur).rect(x, y - 2.6, 3, 3, 'FD');
    doc.text(texte, x + 4, y);
    x += largeur;
  }
}
