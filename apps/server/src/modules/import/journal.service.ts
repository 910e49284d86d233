import type { ImportJournalEntree, ImportRapport, SorteImport } from '@roulement/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { dateCsv } from '../../lib/csv';
import { todayInParis } from '../../lib/dates';
import { forbidden, notFound } from '../../lib/errors';
import { listerEtablissementsVisibles } from '../etablissement/etablissement.service';
import { listerEntreesJournal, trouverEntreeJournal } from './journal.lecture';
import { perimetreJournal } from './journal.policy';
import { fermerEntreeJournal, ouvrirEntreeJournal } from './journal.repository';
import { rapportCsv } from './rapport-csv';
import type { FichierImport } from './sorte';
import { SORTES } from './sortes';

const JOURNAL_FERME = "Seuls les administrateurs d'un établissement consultent le journal des imports";

/** Thrown to roll the journal entry back when the kind wrote nothing (an error line, nothing to do). */
class RienEcrit extends Error {
  constructor(readonly rapport: ImportRapport) {
    super('import not applied');
  }
}

/**
 * « Importer » for every kind (décision 107): the kind applies the file in a transaction opened
 * here, which also holds its journal entry, so the entry, the rows and their history commit or
 * roll back together. The kind's own transaction becomes a savepoint inside it.
 */
export async function appliquerImport(
  ctx: AppContext,
  actor: Actor,
  sorte: SorteImport,
  fichier: FichierImport,
): Promise<ImportRapport> {
  const cause = `Import du ${dateCsv(todayInParis())} (${fichier.nom})`;
  try {
    return await ctx.db.transaction(async (tx) => {
      const vide = { applique: false, colonnes: [], lignes: [], erreurs: [], nouveauxComptes: [] };
      const compteurs = { creations: 0, modifications: 0, inchanges: 0, erreurs: 0 };
      const entree = await ouvrirEntreeJournal(tx, {
        auteurId: actor.utilisateurId,
        sorte,
        fichier: fichier.nom,
        rapport: { ...vide, compteurs },
      });
      const rapport = await SORTES[sorte].appliquer({ ...ctx, db: tx }, actor, fichier, cause);
      if (!rapport.applique) throw new RienEcrit(rapport);
      await fermerEntreeJournal(tx, entree.id, rapport);
      return rapport;
    });
  } catch (error) {
    if (error instanceof RienEcrit) return error.rapport;
    throw error;
  }
}

async function perimetre(db: Db, actor: Actor) {
  const etablissements = await listerEtablissementsVisibles(db, actor);
  const vus = perimetreJournal(actor, etablissements);
  if (vus.administres?.length === 0) throw forbidden(JOURNAL_FERME);
  return { ...vus, etablissements };
}

export async function lireJournal(db: Db, actor: Actor): Promise<ImportJournalEntree[]> {
  const { administres, etablissements } = await perimetre(db, actor);
  const entrees = await listerEntreesJournal(db, administres);
  const noms = new Map(etablissements.map((e) => [e.etablissementId, e.raisonSociale]));
  return entrees.map((e) => ({
    importId: e.importId,
    date: e.date.toISOString(),
    sorte: e.sorte,
    fichier: e.fichier,
    auteur: `${e.auteurPrenom} ${e.auteurNom}`,
    etablissements: e.etablissementIds.flatMap((id) => noms.get(id) ?? []),
    compteurs: {
      creations: e.creations,
      modifications: e.modifications,
      inchanges: e.inchanges,
      erreurs: e.erreurs,
    },
  }));
}

/** The report of one entry: 404 out of one's establishments, 403 for one seen but not administered. */
export async function rapportJournal(db: Db, actor: Actor, id: number): Promise<{ nom: string; csv: string }> {
  const { administres, visibles } = await perimetre(db, actor);
  const entree = await trouverEntreeJournal(db, id);
  if (!entree) throw notFound('Import introuvable');
  const touche = (ids: number[]) => entree.etablissementIds.some((e) => ids.includes(e));
  if (administres !== null && !touche(administres)) {
    throw touche(visibles) ? forbidden(JOURNAL_FERME) : notFound('Import introuvable');
  }
  const jour = todayInParis(entree.date);
  return { nom: `rapport-import-${jour}-${id}.csv`, csv: rapportCsv(entree.rapport) };
}
