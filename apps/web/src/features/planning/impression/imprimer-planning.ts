import {
  type JourDeRepos,
  type Membre,
  type ModeAffichage,
  nomFichierPlanning,
  type PlanningSemaine,
  titreSemaine,
} from '@roulement/contract';
import { dessinerPage } from './dessin-page';
import { PAGE, pagesAImprimer } from './mise-en-page';

export interface PlanningAImprimer {
  nomService: string;
  semaines: readonly {
    planning: PlanningSemaine;
    membres: readonly Membre[];
    repos: readonly JourDeRepos[] | undefined;
  }[];
  mode: ModeAffichage;
  absences: boolean;
}

const LEGENDE =
  'Bordure double : remplacement · tirets : heures supplémentaires · pointillés : formation · pâle : récupération · rouge : à remplacer';

/**
 * Spec §2.8 print: an A4 landscape PDF drawn as vectors, one page per week (more when the members
 * do not fit), saved as 'Planning_semaine' and the weeks. The PDF library loads only now.
 */
export async function imprimerPlanning(donnees: PlanningAImprimer, onProgression: (fraction: number) => void) {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const pages = pagesAImprimer(donnees.semaines.map((s) => s.membres.length));
  const imprimeLe = new Date().toLocaleDateString('fr-FR');
  for (const [n, page] of pages.entries()) {
    const { planning, membres, repos } = donnees.semaines[page.semaine]!;
    const partie = pages.filter((p) => p.semaine === page.semaine);
    const suite = partie.length > 1 ? ` (${partie.indexOf(page) + 1}/${partie.length})` : '';
    if (n > 0) doc.addPage('a4', 'landscape');
    dessinerPage(doc, {
      titre: `${donnees.nomService} — ${titreSemaine(planning.semaine)}${suite}`,
      semaine: planning.semaine,
      creneaux: planning.creneaux,
      membres: membres.slice(page.debut, page.fin),
      repos,
      mode: donnees.mode,
      absences: donnees.absences,
    });
    doc.setFontSize(6).setTextColor('#616161');
    doc.text(`${LEGENDE} — imprimé le ${imprimeLe}`, PAGE.marge, PAGE.hauteur - 3);
    onProgression((n + 1) / pages.length);
    // Lets the progress bar show between pages.
    await new Promise((suivant) => setTimeout(suivant));
  }
  doc.save(nomFichierPlanning(donnees.semaines.map((s) => s.planning.semaine)));
}
