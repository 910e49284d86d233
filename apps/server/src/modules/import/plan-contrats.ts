import { ContratInputSchema } from '@roulement/contract';
import { contratChevauchant, texteChevauchement } from '../employe/chevauchement';
import type { ContratACreer, ContratAModifier, ContratImporte } from '../employe/use-cases/importer-contrats';
import type { ContratExistant, ReferencesContrats } from './contrats.lecture';
import type { EmployeExistant } from './import.lecture';
import type { LigneContrat } from './lignes-contrats';
import type { PlanParEmploye } from './sorte-planifiee';

export interface PlanContrats extends PlanParEmploye {
  aCreer: ContratACreer[];
  aModifier: ContratAModifier[];
}

/** The contract form's rules (ContratInputSchema), each refusal under the column it concerns. */
const COLONNE_DU_CHAMP: Record<string, string> = {
  contratTypeId: 'Type de contrat',
  metierId: 'Métier',
  heuresHebdo: 'Heures hebdomadaires',
  dateDebut: 'Date de début',
  dateFin: 'Date de fin',
  cadre: 'Cadre',
  nbJoursAstreintesAnnuels: "Jours d'astreinte annuels",
};

const CHAMPS = [
  'contratTypeId',
  'metierId',
  'heuresHebdo',
  'dateFin',
  'cadre',
  'nbJoursAstreintesAnnuels',
  'remplaceEmployeId',
] as const satisfies readonly (keyof ContratImporte)[];

const jjmmaaaa = (iso: string) => iso.split('-').reverse().join('/');

interface Candidat {
  l: LigneContrat;
  employe: EmployeExistant;
  valeurs: ContratImporte;
  existant: ContratExistant | undefined;
}

/**
 * What each line will do: matricule and start date find the contract (decision 105). The file's
 * contracts replace the ones they name before overlaps are looked for, so a file that shortens a
 * contract and adds the next one is accepted whatever its order.
 */
export function planifierContrats(
  lignes: LigneContrat[],
  employes: EmployeExistant[],
  existants: ContratExistant[],
  types: ReferencesContrats['types'],
): PlanContrats {
  const parMatricule = new Map(
    employes.filter((e) => e.matricule).map((e) => [`${e.etablissementId}:${e.matricule}`, e]),
  );
  const eligibles = new Set(types.filter((t) => t.eligibleRemplacement).map((t) => t.contratTypeId));
  const plan: PlanContrats = {
    aCreer: [],
    aModifier: [],
    lignes: [],
    erreurs: [],
    employesTouches: () => [...new Set([...plan.aCreer, ...plan.aModifier].map((c) => c.employeId))],
  };
  const libelle = (l: LigneContrat, employe?: EmployeExistant) =>
    `${employe ? `${employe.prenom} ${employe.nom} · ` : ''}${l.acronyme} du ${jjmmaaaa(l.dateDebut)}`;
  const resume = (l: LigneContrat, employe?: EmployeExistant) => ({
    ligne: l.ligne,
    matricule: l.matricule,
    libelle: libelle(l, employe),
    etablissement: l.etablissement,
  });
  const erreur = (l: LigneContrat, colonne: string, message: string, employe?: EmployeExistant) => {
    plan.erreurs.push({ ligne: l.ligne, colonne, message });
    plan.lignes.push({ ...resume(l, employe), action: 'ERREUR' });
  };
  const vus = new Map<string, number>();
  const candidats: Candidat[] = [];
  for (const l of lignes) {
    const employe = parMatricule.get(`${l.etablissementId}:${l.matricule}`);
    if (!employe) {
      erreur(l, 'Matricule', `Matricule inconnu « ${l.matricule} » dans ${l.etablissement}`);
      continue;
    }
    const regles = ContratInputSchema.safeParse(l);
    if (!regles.success) {
      const issue = regles.error.issues[0];
      erreur(l, COLONNE_DU_CHAMP[String(issue?.path[0])] ?? 'Type de contrat', issue?.message ?? '', employe);
      continue;
    }
    let remplaceEmployeId: number | null = null;
    if (l.matriculeRemplace) {
      const remplace = parMatricule.get(`${l.etablissementId}:${l.matriculeRemplace}`);
      if (!remplace) {
        erreur(l, 'Matricule du remplacé', `Matricule du remplacé inconnu « ${l.matriculeRemplace} »`, employe);
        continue;
      }
      if (remplace.employeId === employe.employeId) {
        erreur(l, 'Matricule du remplacé', 'Un employé ne se remplace pas lui-même', employe);
        continue;
      }
      if (!eligibles.has(l.contratTypeId)) {
        erreur(l, 'Type de contrat', "Ce type de contrat n'ouvre pas au remplacement", employe);
        continue;
      }
      remplaceEmployeId = remplace.employeId;
    }
    const cle = `${employe.employeId}:${l.dateDebut}`;
    const deja = vus.get(cle);
    if (deja) {
      erreur(l, 'Date de début', `Contrat du ${jjmmaaaa(l.dateDebut)} déjà présent à la ligne ${deja}`, employe);
      continue;
    }
    vus.set(cle, l.ligne);
    const { contratTypeId, metierId, heuresHebdo, dateDebut, dateFin, cadre, nbJoursAstreintesAnnuels } = l;
    const valeurs = {
      contratTypeId,
      metierId,
      heuresHebdo,
      dateDebut,
      dateFin,
      cadre,
      nbJoursAstreintesAnnuels,
      remplaceEmployeId,
    };
    const existant = existants.find((c) => c.employeId === employe.employeId && c.dateDebut === l.dateDebut);
    candidats.push({ l, employe, valeurs, existant });
  }
  const nommes = new Set(candidats.flatMap((c) => (c.existant ? [c.existant.contratId] : [])));
  for (const c of candidats) {
    const { l, employe, valeurs, existant } = c;
    const autres = [
      ...existants
        .filter((e) => e.employeId === employe.employeId && !nommes.has(e.contratId))
        .map((e) => ({ ...e, message: texteChevauchement(e) })),
      ...candidats
        .filter((o) => o !== c && o.employe.employeId === employe.employeId)
        .map((o) => ({ ...o.valeurs, message: `Ce contrat chevauche celui de la ligne ${o.l.ligne}` })),
    ];
    const chevauchant = contratChevauchant(autres, valeurs);
    if (chevauchant) {
      erreur(l, 'Date de début', chevauchant.message, employe);
      continue;
    }
    const titulaire = {
      employeId: employe.employeId,
      utilisateurId: employe.utilisateurId,
      etablissementId: employe.etablissementId,
    };
    if (!existant) {
      plan.aCreer.push({ ...titulaire, valeurs });
      plan.lignes.push({ ...resume(l, employe), action: 'CREATION' });
      continue;
    }
    const avant: ContratImporte = {
      ...valeurs,
      ...Object.fromEntries(CHAMPS.map((champ) => [champ, existant[champ]])),
    };
    if (CHAMPS.every((champ) => avant[champ] === valeurs[champ])) {
      plan.lignes.push({ ...resume(l, employe), action: 'INCHANGE' });
      continue;
    }
    plan.aModifier.push({ ...titulaire, contratId: existant.contratId, avant, apres: valeurs });
    plan.lignes.push({ ...resume(l, employe), action: 'MODIFICATION' });
  }
  return plan;
}
