import type { NumeroAstreinte, Redirection } from '@roulement/contract';
import type { Db } from '../../db/client';
import { essayerVerrou } from '../../db/verrous';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { type ARediriger, lireARediriger, lireNumero, nomDe } from './astreinte.lecture';
import { canVoirAstreintes, canVoirRedirection } from './astreinte.policy';
import { insertRedirection, type RedirectionRow, updateRedirection } from './astreinte.repository';
import type { FournisseurTelephonie } from './telephonie';

const VERROU_REDIRECTIONS = 727_014;
export const PERSONNE_D_ASTREINTE = "Personne n'est d'astreinte aujourd'hui : le numéro d'urgence n'est pas renvoyé";
export const SANS_TELEPHONE = "La personne d'astreinte n'a pas de téléphone professionnel";

function toRedirection(r: RedirectionRow): Redirection {
  return {
    etablissementId: r.etablissementId,
    numeroUrgence: r.numeroUrgence,
    numeroDeRenvoi: r.numeroDeRenvoi,
    debut: r.debut,
    fin: r.fin,
    statut: r.statut,
    erreur: r.erreur,
    tentatives: r.tentatives,
    demandeeLe: new Date(r.demandeeLe).toISOString(),
  };
}

/** Nothing to ask when the last request already forwards to this number for today. */
function dejaFaite(e: ARediriger, numero: string, aujourdhui: string): boolean {
  const d = e.derniere;
  if (!d || d.numeroDeRenvoi !== numero || d.debut > aujourdhui || d.fin < aujourdhui) return false;
  // A failure without a number (nobody on call) is not repeated every quarter of an hour.
  return d.statut !== 'ECHEC' || numero === '';
}

/**
 * Forwards each establishment's emergency number to today's on-call person's professional phone.
 * The rows are claimed in one transaction under a cross-process lock (a second process finds
 * them and does nothing), then the provider is called outside it and each outcome recorded: a
 * failure stays in the journal and shows on the on-call tab. `forcer` asks again even when the
 * last request already covers today (the administration menu's action).
 */
export async function actualiserRedirections(
  db: Db,
  fournisseur: FournisseurTelephonie,
  options: { forcer: boolean; actor?: Actor; aujourdhui?: string },
): Promise<Redirection[] | undefined> {
  const aujourdhui = options.aujourdhui ?? todayInParis();
  const reclamees = await db.transaction(async (tx) => {
    if (!(await essayerVerrou(tx, VERROU_REDIRECTIONS))) return undefined;
    const lignes: { row: RedirectionRow; aAppeler: boolean }[] = [];
    for (const e of await lireARediriger(tx, aujourdhui)) {
      const numero = e.personne?.telephonePro?.trim() ?? '';
      if (!options.forcer && dejaFaite(e, numero, aujourdhui)) continue;
      const employeId = e.personne?.employeId ?? null;
      const erreur = employeId === null ? PERSONNE_D_ASTREINTE : numero === '' ? SANS_TELEPHONE : null;
      const row = await insertRedirection(tx, {
        etablissementId: e.etablissementId,
        numeroUrgence: e.numeroUrgence,
        numeroDeRenvoi: numero,
        employeId,
        debut: aujourdhui,
        fin: e.fin ?? aujourdhui,
        fournisseur: fournisseur.nom,
        statut: erreur ? 'ECHEC' : 'EN_ATTENTE',
        erreur,
      });
      lignes.push({ row, aAppeler: erreur === null });
      if (options.actor) {
        await journaliser(tx, options.actor, {
          entite: 'astreinte',
          entiteId: e.etablissementId,
          action: 'MODIFICATION',
          apres: { numeroUrgence: e.numeroUrgence, numeroDeRenvoi: numero, fin: row.fin },
          employeId,
          etablissementId: e.etablissementId,
        });
      }
    }
    return lignes;
  });
  if (!reclamees) return undefined;
  const resultats: Redirection[] = [];
  for (const { row, aAppeler } of reclamees) {
    if (!aAppeler) {
      resultats.push(toRedirection(row));
      continue;
    }
    const r = await fournisseur.rediriger({
      etablissementId: row.etablissementId,
      numeroUrgence: row.numeroUrgence,
      numeroDeRenvoi: row.numeroDeRenvoi,
      debut: row.debut,
      fin: row.fin,
    });
    const fin = await updateRedirection(db, row.id, {
      statut: r.reussie ? 'REUSSIE' : 'ECHEC',
      erreur: r.erreur,
      tentatives: r.tentatives,
    });
    resultats.push(toRedirection(fin));
  }
  return resultats;
}

/** POST /astreinte/actualiserLesRedirections (Administrateur, checked by the route). */
export async function actualiserLesRedirections(db: Db, actor: Actor, fournisseur: FournisseurTelephonie) {
  const redirections = await actualiserRedirections(db, fournisseur, { forcer: true, actor });
  if (!redirections) throw conflict('Une actualisation des redirections est déjà en cours');
  return { redirections };
}

/**
 * GET /etablissement/{id}/numero-astreinte: the number in force is today's on-call person's
 * professional phone; null when nobody is on call or they have no phone (décision 057).
 */
export async function lireNumeroAstreinte(db: Db, actor: Actor, etablissementId: number): Promise<NumeroAstreinte> {
  const row = await lireNumero(db, etablissementId, todayInParis());
  if (!row?.scope || !canVoirAstreintes(actor, row.scope)) throw notFound('Établissement introuvable');
  if (!canVoirRedirection(actor, row.scope)) {
    throw forbidden("Seuls les administrateurs de l'établissement voient le renvoi des appels d'urgence");
  }
  const { personne, derniere } = row;
  return {
    numero: personne?.telephonePro?.trim() || null,
    employeId: personne?.employeId ?? null,
    nomComplet: personne ? nomDe(personne) : null,
    numeroUrgence: row.numeroUrgence,
    derniereRedirection: derniere ? toRedirection(derniere) : null,
  };
}
