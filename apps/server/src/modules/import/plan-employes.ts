import type { ImportErreur, ImportLigne } from '@roulement/contract';
import type { EmployeADeclarer, EmployeAModifier } from '../employe/use-cases/importer-employes';
import { normaliserEntete } from './colonnes';
import type { CompteExistant, EmployeExistant } from './import.lecture';
import type { LigneEmploye } from './lignes-employes';

export interface PlanEmployes {
  aDeclarer: EmployeADeclarer[];
  aModifier: EmployeAModifier[];
  lignes: ImportLigne[];
  erreurs: ImportErreur[];
}

const CHAMPS = ['genre', 'nom', 'prenom', 'dateDeNaissance', 'telephonePro', 'matricule'] as const;

const memePersonne = (a: { nom: string; prenom: string }, b: { nom: string; prenom: string }) =>
  normaliserEntete(`${a.prenom} ${a.nom}`) === normaliserEntete(`${b.prenom} ${b.nom}`);

const libelle = (l: { nom: string; prenom: string }) => `${l.prenom} ${l.nom}`;

/**
 * What each line will do: the matricule finds the employee of the establishment, else the e-mail
 * finds the account (decision 096). A second run of the same file finds everything as it is.
 */
export function planifierEmployes(
  lignes: LigneEmploye[],
  existants: EmployeExistant[],
  comptes: CompteExistant[],
): PlanEmployes {
  const parMatricule = new Map(
    existants.filter((e) => e.matricule).map((e) => [`${e.etablissementId}:${e.matricule}`, e]),
  );
  const parCompte = new Map(existants.map((e) => [`${e.etablissementId}:${e.utilisateurId}`, e]));
  const parEmail = new Map(comptes.map((c) => [c.email, c]));
  const vusMatricule = new Map<string, number>();
  const vusEmail = new Map<string, number>();
  const plan: PlanEmployes = { aDeclarer: [], aModifier: [], lignes: [], erreurs: [] };
  const erreur = (l: LigneEmploye, colonne: string, message: string) => {
    plan.erreurs.push({ ligne: l.ligne, colonne, message });
    plan.lignes.push({
      ligne: l.ligne,
      action: 'ERREUR',
      matricule: l.matricule,
      libelle: libelle(l),
      etablissement: l.etablissement,
    });
  };
  for (const l of lignes) {
    const cleMatricule = `${l.etablissementId}:${l.matricule}`;
    const dejaMatricule = vusMatricule.get(cleMatricule);
    if (dejaMatricule) {
      erreur(l, 'Matricule', `Matricule ${l.matricule} déjà présent à la ligne ${dejaMatricule}`);
      continue;
    }
    const dejaEmail = vusEmail.get(l.email);
    if (dejaEmail) {
      erreur(l, 'E-mail', `E-mail ${l.email} déjà présent à la ligne ${dejaEmail}`);
      continue;
    }
    vusMatricule.set(cleMatricule, l.ligne);
    vusEmail.set(l.email, l.ligne);
    const compte = parEmail.get(l.email);
    let employe = parMatricule.get(cleMatricule);
    if (employe && employe.email !== l.email) {
      const autre = compte ? `, déjà utilisé par ${libelle(compte)}` : '';
      erreur(
        l,
        'E-mail',
        `Le matricule ${l.matricule} est celui de ${libelle(employe)} (${employe.email}) : l'e-mail ne correspond pas${autre}`,
      );
      continue;
    }
    if (!employe && compte) {
      employe = parCompte.get(`${l.etablissementId}:${compte.utilisateurId}`);
      if (employe?.matricule) {
        erreur(
          l,
          'E-mail',
          `E-mail déjà utilisé par une autre personne (${libelle(employe)}, matricule ${employe.matricule})`,
        );
        continue;
      }
      // The same e-mail under another name is another person, not a rename.
      if (!memePersonne(compte, l)) {
        erreur(l, 'E-mail', `E-mail déjà utilisé par une autre personne (${libelle(compte)})`);
        continue;
      }
    }
    const resume = { ligne: l.ligne, matricule: l.matricule, libelle: libelle(l), etablissement: l.etablissement };
    if (!employe) {
      plan.aDeclarer.push({ ...l, utilisateurId: compte?.utilisateurId ?? null });
      plan.lignes.push({ ...resume, action: 'CREATION' });
      continue;
    }
    const avant = { ...employe };
    if (CHAMPS.every((c) => avant[c] === l[c])) {
      plan.lignes.push({ ...resume, action: 'INCHANGE' });
      continue;
    }
    plan.aModifier.push({
      employeId: employe.employeId,
      utilisateurId: employe.utilisateurId,
      etablissementId: employe.etablissementId,
      avant,
      apres: l,
    });
    plan.lignes.push({ ...resume, action: 'MODIFICATION' });
  }
  return plan;
}
