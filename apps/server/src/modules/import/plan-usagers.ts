import { ajouterJours, type ImportErreur, type ImportLigne } from '@roulement/contract';
import type { EtatCivilImporte, UsagerACreer, UsagerAModifier } from '../usager/usagers-importes';
import type { LigneUsager } from './lignes-usagers';

/** A resident already there, with their stays, as a line is compared with them. */
export interface UsagerExistant {
  usagerId: number;
  etablissementId: number;
  etatCivil: EtatCivilImporte;
  accueils: { accueilId: number; serviceId: number; service: string; dateDebut: string; dateFin: string | null }[];
}

export interface PlanUsagers {
  aCreer: UsagerACreer[];
  aModifier: UsagerAModifier[];
  lignes: ImportLigne[];
  erreurs: ImportErreur[];
}

const DEBUT = "Date de début d'accueil";
const jjmmaaaa = (iso: string) => iso.split('-').reverse().join('/');
const memeEtatCivil = (a: EtatCivilImporte, b: EtatCivilImporte) =>
  a.genre === b.genre && a.nom === b.nom && a.prenom === b.prenom && a.dateNaissance === b.dateNaissance;

type Sejour = UsagerExistant['accueils'][number];
type ChangementDeSejour = Pick<UsagerAModifier, 'finModifiee' | 'ouvrir'>;

/**
 * What the line's stay does to the resident's stays: the same service and start find the stay
 * (another end changes it); a later start in another service ends the open stay the day before;
 * anything else that overlaps a stay is refused with its reason.
 */
function sejour(l: LigneUsager, accueils: readonly Sejour[]): ChangementDeSejour | { erreur: string } {
  const meme = accueils.find((a) => a.serviceId === l.serviceId && a.dateDebut === l.dateDebut);
  if (meme) {
    return meme.dateFin === l.dateFin
      ? {}
      : { finModifiee: { accueilId: meme.accueilId, avant: meme.dateFin, apres: l.dateFin } };
  }
  const ouvrir = { serviceId: l.serviceId, dateDebut: l.dateDebut, dateFin: l.dateFin };
  const enCours = accueils.find((a) => a.dateFin === null);
  const fermer = enCours && enCours.dateDebut < l.dateDebut ? enCours : undefined;
  const chevauche = accueils.find(
    (a) =>
      a !== fermer && a.dateDebut <= (l.dateFin ?? '9999-12-31') && (a.dateFin === null || a.dateFin >= l.dateDebut),
  );
  if (chevauche) {
    const periode = chevauche.dateFin
      ? `du ${jjmmaaaa(chevauche.dateDebut)} au ${jjmmaaaa(chevauche.dateFin)}`
      : `commencé le ${jjmmaaaa(chevauche.dateDebut)}`;
    return { erreur: `Cet accueil chevauche l'accueil ${periode}` };
  }
  if (!fermer) return { ouvrir };
  return { finModifiee: { accueilId: fermer.accueilId, avant: null, apres: ajouterJours(l.dateDebut, -1) }, ouvrir };
}

/**
 * What each line will do (decision 112): the establishment and the file number find the resident
 * an earlier import wrote; another civil status updates them, never adds a second one.
 */
export function planifierUsagers(lignes: readonly LigneUsager[], existants: readonly UsagerExistant[]): PlanUsagers {
  const parDossier = new Map(existants.map((u) => [`${u.etablissementId}:${u.etatCivil.numeroDossier}`, u]));
  const plan: PlanUsagers = { aCreer: [], aModifier: [], lignes: [], erreurs: [] };
  const vus = new Map<string, number>();
  for (const l of lignes) {
    const resume = {
      ligne: l.ligne,
      matricule: l.numeroDossier,
      libelle: `${l.prenom} ${l.nom} · ${l.service} depuis le ${jjmmaaaa(l.dateDebut)}`,
      etablissement: l.etablissement,
    };
    const erreur = (colonne: string, message: string) => {
      plan.erreurs.push({ ligne: l.ligne, colonne, message });
      plan.lignes.push({ ...resume, action: 'ERREUR' });
    };
    const cle = `${l.etablissementId}:${l.numeroDossier}`;
    const deja = vus.get(cle);
    if (deja) {
      erreur('Numéro de dossier', `Dossier ${l.numeroDossier} déjà présent à la ligne ${deja}`);
      continue;
    }
    vus.set(cle, l.ligne);
    if (l.dateFin !== null && l.dateFin < l.dateDebut) {
      erreur("Date de fin d'accueil", "La fin de l'accueil précède son début");
      continue;
    }
    const etatCivil: EtatCivilImporte = {
      numeroDossier: l.numeroDossier,
      genre: l.genre,
      nom: l.nom,
      prenom: l.prenom,
      dateNaissance: l.dateNaissance,
    };
    const existant = parDossier.get(cle);
    if (!existant) {
      const accueil = { serviceId: l.serviceId, dateDebut: l.dateDebut, dateFin: l.dateFin };
      plan.aCreer.push({ etablissementId: l.etablissementId, etatCivil, accueil });
      plan.lignes.push({ ...resume, action: 'CREATION' });
      continue;
    }
    const changement = sejour(l, existant.accueils);
    if ('erreur' in changement) {
      erreur(DEBUT, changement.erreur);
      continue;
    }
    const modification: UsagerAModifier = {
      usagerId: existant.usagerId,
      etablissementId: existant.etablissementId,
      ...changement,
      ...(memeEtatCivil(existant.etatCivil, etatCivil)
        ? {}
        : { etatCivil: { avant: existant.etatCivil, apres: etatCivil } }),
    };
    const change = Boolean(modification.etatCivil ?? modification.ouvrir ?? modification.finModifiee);
    if (change) plan.aModifier.push(modification);
    plan.lignes.push({ ...resume, action: change ? 'MODIFICATION' : 'INCHANGE' });
  }
  return plan;
}
