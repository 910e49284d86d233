import { randomBytes } from 'node:crypto';
import type { ImportErreur, ImportLigne, ImportRapport } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { inviter } from '../auth/invitation.service';
import { hashPassword } from '../auth/password-hash';
import { canGererEmployes } from '../employe/employe.policy';
import { declarerEmployesImportes, modifierEmployesImportes } from '../employe/use-cases/importer-employes';
import { listerEtablissementsVisibles } from '../etablissement/etablissement.service';
import { reconnaitreEmployes } from './colonnes-employes';
import { lireTableau, type Tableau } from './fichier';
import { comptesParEmail, employesDesEtablissements } from './import.lecture';
import { type EtablissementImport, lireLignesEmployes } from './lignes-employes';
import { type PlanEmployes, planifierEmployes } from './plan-employes';
import type { FichierImport } from './sorte';

export const FICHIER_CHANGE = 'Les données ont changé pendant l’import : relancez l’aperçu';
const AUCUN_ETABLISSEMENT = "Vous n'administrez aucun établissement : l'import vous est fermé";

/** The establishments the actor sees, each saying whether they administer it: every kind's scope. */
export async function etablissementsDe(db: DbOrTx, actor: Actor): Promise<EtablissementImport[]> {
  const visibles = await listerEtablissementsVisibles(db, actor);
  const etablissements = visibles.map((e) => ({
    etablissementId: e.etablissementId,
    raisonSociale: e.raisonSociale,
    siegeSocialId: e.siegeSocialId,
    administre: canGererEmployes(actor, e),
  }));
  if (!etablissements.some((e) => e.administre)) throw forbidden(AUCUN_ETABLISSEMENT);
  return etablissements;
}

/** A file read and planned, whatever its kind. */
export interface Analyse<P extends { lignes: ImportLigne[]; erreurs: ImportErreur[] }> {
  tableau: Tableau;
  colonnes: (string | null)[];
  plan: P;
}

/** How a line refused while being read is named in the preview, from its raw cells. */
export type Designation = Pick<ImportLigne, 'matricule' | 'libelle' | 'etablissement'>;
export type DesignerCellules = (cellule: (colonne: string) => string) => Designation;

/** The kinds keyed by an employee's matricule name a line by it, its establishment and `libelle`. */
export const designerParMatricule =
  (libelle: (cellule: (colonne: string) => string) => string): DesignerCellules =>
  (cellule) => ({
    matricule: cellule('Matricule') || null,
    libelle: libelle(cellule),
    etablissement: cellule('Établissement') || null,
  });

const designerEmploye = designerParMatricule((cellule) =>
  [cellule('Prénom'), cellule('Nom')].filter(Boolean).join(' '),
);

async function analyser(
  db: DbOrTx,
  actor: Actor,
  tableau: Tableau,
  fichier: FichierImport,
): Promise<Analyse<PlanEmployes>> {
  const etablissements = await etablissementsDe(db, actor);
  const colonnes = fichier.colonnes ?? reconnaitreEmployes(tableau.entetes);
  const lues = lireLignesEmployes(tableau, colonnes, etablissements);
  const ids = [...new Set(lues.lignes.map((l) => l.etablissementId))];
  // One after the other: inside the apply's transaction both would queue on its one connection.
  const existants = await employesDesEtablissements(db, ids);
  const comptes = await comptesParEmail(db, [...new Set(lues.lignes.map((l) => l.email))]);
  const plan = planifierEmployes(lues.lignes, existants, comptes);
  return completer({ tableau, colonnes, plan }, lues.erreurs, designerEmploye);
}

/** Adds the reading errors to the plan, each refused line with them, all in the file's order. */
export function completer<P extends { lignes: ImportLigne[]; erreurs: ImportErreur[] }>(
  analyse: Analyse<P>,
  erreurs: ImportErreur[],
  designer: DesignerCellules,
): Analyse<P> {
  const { plan, tableau, colonnes } = analyse;
  plan.erreurs.push(...erreurs);
  plan.lignes.push(...lignesEnErreur(tableau, colonnes, erreurs, plan.lignes, designer));
  plan.lignes.sort((a, b) => a.ligne - b.ligne);
  plan.erreurs.sort((a, b) => a.ligne - b.ligne);
  return analyse;
}

/** Lines refused while being read still appear in the preview, named by their raw cells. */
function lignesEnErreur(
  tableau: Tableau,
  colonnes: (string | null)[],
  erreurs: ImportErreur[],
  deja: ImportLigne[],
  designer: DesignerCellules,
): ImportLigne[] {
  const presentes = new Set(deja.map((l) => l.ligne));
  const numeros = [...new Set(erreurs.map((e) => e.ligne))].filter((n) => n > 1 && !presentes.has(n));
  return numeros.map((ligne) => {
    const cellules = tableau.lignes[ligne - 2] ?? [];
    return { ligne, action: 'ERREUR', ...designer((colonne) => cellules[colonnes.indexOf(colonne)] ?? '') };
  });
}

export function rapport(
  analyse: Analyse<{ lignes: ImportLigne[]; erreurs: ImportErreur[] }>,
  applique: boolean,
  nouveauxComptes: number[] = [],
): ImportRapport {
  const { plan, tableau, colonnes } = analyse;
  const compter = (action: ImportLigne['action']) => plan.lignes.filter((l) => l.action === action).length;
  return {
    applique,
    colonnes: tableau.entetes.map((entete, i) => ({ entete, colonne: colonnes[i] ?? null })),
    lignes: plan.lignes,
    erreurs: plan.erreurs,
    nouveauxComptes,
    compteurs: {
      creations: compter('CREATION'),
      modifications: compter('MODIFICATION'),
      inchanges: compter('INCHANGE'),
      erreurs: plan.erreurs.length,
    },
  };
}

/** The dry run: reads the file and says what each line would do, writing nothing. */
export async function apercuEmployes(ctx: AppContext, actor: Actor, fichier: FichierImport): Promise<ImportRapport> {
  const tableau = await lireTableau(fichier.octets);
  return rapport(await analyser(ctx.db, actor, tableau, fichier), false);
}

/**
 * Applies the whole file in one transaction, or nothing when a line has an error: the plan is
 * computed again inside the transaction, so what is written is what the rows now say.
 */
export async function appliquerEmployes(
  ctx: AppContext,
  actor: Actor,
  fichier: FichierImport,
  cause: string,
): Promise<ImportRapport> {
  const tableau = await lireTableau(fichier.octets);
  const apercu = await analyser(ctx.db, actor, tableau, fichier);
  if (apercu.plan.erreurs.length > 0 || (!apercu.plan.aDeclarer.length && !apercu.plan.aModifier.length)) {
    return rapport(apercu, false);
  }
  // One hash for the file, outside the transaction: hashing is slow on purpose.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await ctx.db.transaction(async (tx) => {
      const analyse = await analyser(tx, actor, tableau, fichier);
      if (analyse.plan.erreurs.length > 0) throw conflict(FICHIER_CHANGE);
      const nouveaux = await declarerEmployesImportes(tx, actor, analyse.plan.aDeclarer, passwordHash, cause);
      await modifierEmployesImportes(tx, actor, analyse.plan.aModifier, cause);
      return rapport(analyse, true, nouveaux);
    });
  } catch (error) {
    // Another import or declaration took a matricule or an e-mail between the checks and the write.
    if (isUniqueViolation(error)) throw conflict(FICHIER_CHANGE);
    throw error;
  }
}

export const jjmmaaaa = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

/** « Exporter »: today's employees in the template's columns, so the file can be imported back. */
export async function exporterEmployes(db: DbOrTx, actor: Actor): Promise<string[][]> {
  const administres = (await etablissementsDe(db, actor)).filter((e) => e.administre);
  const noms = new Map(administres.map((e) => [e.etablissementId, e.raisonSociale]));
  const employes = await employesDesEtablissements(db, [...noms.keys()]);
  return employes
    .map((e) => [
      e.genre === 'Mr' ? 'M.' : 'Mme',
      e.nom,
      e.prenom,
      e.email,
      jjmmaaaa(e.dateDeNaissance),
      e.telephonePro ?? '',
      e.matricule ?? '',
      noms.get(e.etablissementId) ?? '',
    ])
    .sort((a, b) => (a[7] ?? '').localeCompare(b[7] ?? '', 'fr') || (a[1] ?? '').localeCompare(b[1] ?? '', 'fr'));
}

/**
 * « Envoyer les invitations »: never during the import itself, only when the user asks. Each
 * account must be an employee of an establishment the actor administers; otherwise 404, as for a
 * record out of scope. All the e-mails go into the outbox in one transaction.
 */
export async function envoyerInvitations(
  ctx: AppContext,
  actor: Actor,
  utilisateurIds: number[],
): Promise<{ envoyees: number }> {
  const administres = (await etablissementsDe(ctx.db, actor)).filter((e) => e.administre);
  const noms = new Map(administres.map((e) => [e.etablissementId, e.raisonSociale]));
  const voulus = new Set(utilisateurIds);
  const cibles = new Map(
    (await employesDesEtablissements(ctx.db, [...noms.keys()]))
      .filter((e) => voulus.has(e.utilisateurId))
      .map((e) => [e.utilisateurId, e]),
  );
  if (cibles.size !== voulus.size) throw notFound('Compte introuvable');
  await ctx.db.transaction(async (tx) => {
    for (const cible of cibles.values()) {
      await inviter(ctx, tx, cible, {
        invitePar: actor.username,
        raisonSociale: noms.get(cible.etablissementId) ?? '',
      });
    }
  });
  return { envoyees: cibles.size };
}
