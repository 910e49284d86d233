import { CongesCreditBodySchema } from '@roulement/contract';
import type { SoldeACreer, SoldeAModifier, SoldeImporte } from '../conges/soldes-importes';
import type { HeuresACreer, HeuresAModifier } from '../employe/heures-importees';
import type { EmployeExistant } from './import.lecture';
import type { LigneSolde } from './lignes-soldes';
import type { HeuresExistantes, SoldeExistant } from './soldes.lecture';
import type { PlanParEmploye } from './sorte-planifiee';

export interface PlanSoldes extends PlanParEmploye {
  aCreer: SoldeACreer[];
  aModifier: SoldeAModifier[];
  heures: { aCreer: HeuresACreer[]; aModifier: HeuresAModifier[] };
}

/** The credit form's rules (CongesCreditBodySchema), each refusal under the column it concerns. */
const COLONNE_DU_CHAMP: Record<string, string> = {
  nbJours: 'Jours',
  date: 'Date de valeur',
  dateExpiration: "Date d'expiration",
};

const jjmmaaaa = (iso: string) => iso.split('-').reverse().join('/');

/**
 * What each line will do: matricule, leave type and date of value find the opening balance an
 * earlier import wrote (decision 111); another amount or expiry updates it, never adds a second one.
 * An empty expiry takes the type's own (quarterly days: the end of the quarter).
 */
export function planifierSoldes(
  lignes: LigneSolde[],
  employes: EmployeExistant[],
  existants: { jours: SoldeExistant[]; heures: HeuresExistantes[] },
  expirationParDefaut: (congesTypeId: number, date: string) => string | null,
): PlanSoldes {
  const parMatricule = new Map(
    employes.filter((e) => e.matricule).map((e) => [`${e.etablissementId}:${e.matricule}`, e]),
  );
  const plan: PlanSoldes = {
    aCreer: [],
    aModifier: [],
    heures: { aCreer: [], aModifier: [] },
    lignes: [],
    erreurs: [],
    employesTouches: () => [
      ...new Set(
        [...plan.aCreer, ...plan.aModifier, ...plan.heures.aCreer, ...plan.heures.aModifier].map((s) => s.employeId),
      ),
    ],
  };
  const resume = (l: LigneSolde, employe?: EmployeExistant) => ({
    ligne: l.ligne,
    matricule: l.matricule,
    libelle: `${employe ? `${employe.prenom} ${employe.nom} · ` : ''}${l.type} au ${jjmmaaaa(l.date)}`,
    etablissement: l.etablissement,
  });
  const erreur = (l: LigneSolde, colonne: string, message: string, employe?: EmployeExistant) => {
    plan.erreurs.push({ ligne: l.ligne, colonne, message });
    plan.lignes.push({ ...resume(l, employe), action: 'ERREUR' });
  };
  const vus = new Map<string, number>();
  for (const l of lignes) {
    const employe = parMatricule.get(`${l.etablissementId}:${l.matricule}`);
    if (!employe) {
      erreur(l, 'Matricule', `Matricule inconnu « ${l.matricule} » dans ${l.etablissement}`);
      continue;
    }
    const titulaire = { employeId: employe.employeId, etablissementId: employe.etablissementId };
    if (l.sorte === 'HEURES') {
      const cle = `${employe.employeId}:heures:${l.date}`;
      const deja = vus.get(cle);
      if (deja) {
        erreur(l, 'Date de valeur', `Solde ${l.type} au ${jjmmaaaa(l.date)} déjà présent à la ligne ${deja}`, employe);
        continue;
      }
      vus.set(cle, l.ligne);
      const valeurs = { date: l.date, minutes: l.minutes };
      const existant = existants.heures.find((h) => h.employeId === employe.employeId && h.date === l.date);
      if (existant?.minutes === l.minutes) plan.lignes.push({ ...resume(l, employe), action: 'INCHANGE' });
      else if (existant) {
        const avant = { date: existant.date, minutes: existant.minutes };
        plan.heures.aModifier.push({ ...titulaire, creditId: existant.creditId, avant, apres: valeurs });
        plan.lignes.push({ ...resume(l, employe), action: 'MODIFICATION' });
      } else {
        plan.heures.aCreer.push({ ...titulaire, valeurs });
        plan.lignes.push({ ...resume(l, employe), action: 'CREATION' });
      }
      continue;
    }
    const valeurs: SoldeImporte = {
      congesTypeId: l.congesTypeId,
      date: l.date,
      nbJours: l.nbJours,
      dateExpiration: l.dateExpiration ?? expirationParDefaut(l.congesTypeId, l.date),
    };
    const regles = CongesCreditBodySchema.safeParse({ ...valeurs, employeId: employe.employeId, type: l.congesTypeId });
    if (!regles.success) {
      const issue = regles.error.issues[0];
      erreur(l, COLONNE_DU_CHAMP[String(issue?.path[0])] ?? 'Jours', issue?.message ?? '', employe);
      continue;
    }
    const cle = `${employe.employeId}:${l.congesTypeId}:${l.date}`;
    const deja = vus.get(cle);
    if (deja) {
      erreur(l, 'Date de valeur', `Solde ${l.type} au ${jjmmaaaa(l.date)} déjà présent à la ligne ${deja}`, employe);
      continue;
    }
    vus.set(cle, l.ligne);
    const existant = existants.jours.find(
      (s) => s.employeId === employe.employeId && s.congesTypeId === l.congesTypeId && s.date === l.date,
    );
    if (!existant) {
      plan.aCreer.push({ ...titulaire, valeurs });
      plan.lignes.push({ ...resume(l, employe), action: 'CREATION' });
      continue;
    }
    const avant: SoldeImporte = {
      congesTypeId: existant.congesTypeId,
      date: existant.date,
      nbJours: existant.nbJours,
      dateExpiration: existant.dateExpiration,
    };
    if (avant.nbJours === valeurs.nbJours && avant.dateExpiration === valeurs.dateExpiration) {
      plan.lignes.push({ ...resume(l, employe), action: 'INCHANGE' });
      continue;
    }
    plan.aModifier.push({ ...titulaire, creditId: existant.creditId, avant, apres: valeurs });
    plan.lignes.push({ ...resume(l, employe), action: 'MODIFICATION' });
  }
  return plan;
}
