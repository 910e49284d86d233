import {
  abilitiesEtablissement,
  type apiRoutes,
  type BodyOf,
  CLE_SIRET_INVALIDE,
  type EtablissementDetail,
  type EtablissementScope,
  peutVoirEtablissement,
  sirenValide,
  siretValide,
} from '@roulement/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { refreshRolesOf } from '../auth/acl.service';
import { avecDirecteur } from './etablissement.lecture';
import { insertEtablissement, updateEtablissement } from './etablissement.repository';
import {
  type EtablissementDetailRow,
  findAssociationEtSiege,
  findEmployeDe,
  findEtablissementDetail,
  verrouillerEtablissement,
} from './etablissement-admin.lecture';

type Routes = typeof apiRoutes.etablissement;
export const ETABLISSEMENT_INTROUVABLE = 'Établissement introuvable';

function toDetail(actor: Actor, row: EtablissementDetailRow): EtablissementDetail {
  const { associationNom, ...etablissement } = avecDirecteur(row);
  return {
    ...etablissement,
    association: { associationId: row.associationId, nom: associationNom },
    abilities: abilitiesEtablissement(actor, row),
  };
}

export async function lireEtablissement(db: DbOrTx, actor: Actor, id: number): Promise<EtablissementDetail> {
  const row = await findEtablissementDetail(db, id);
  if (!row || !peutVoirEtablissement(actor, row)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  return toDetail(actor, row);
}

/**
 * Locks an establishment the actor sees (404 otherwise, so its existence is not revealed) and
 * checks the ability this change needs (403).
 */
export async function verrouillerPour(
  tx: Tx,
  actor: Actor,
  id: number,
  ability: keyof ReturnType<typeof abilitiesEtablissement>,
  refus: string,
) {
  const row = await verrouillerEtablissement(tx, id);
  if (!row || !peutVoirEtablissement(actor, row)) throw notFound(ETABLISSEMENT_INTROUVABLE);
  if (!abilitiesEtablissement(actor, row)[ability]) throw forbidden(refus);
  return row;
}

/** The body's establishment, when sent, must be the one of the path. */
export function assertMemeEtablissement(id: number, body: { etablissementId?: number | undefined }) {
  if (body.etablissementId !== undefined && body.etablissementId !== id) {
    const message = "L'établissement du formulaire n'est pas celui de l'adresse";
    throw badRequest(message, { fieldErrors: { etablissementId: message } });
  }
}

/**
 * A SIRET is the association's SIREN followed by the establishment's extension (NIC); the key
 * of the whole is checked here, where the SIREN is known. A SIREN stored before issue 23 that
 * fails its own key is not held against the new establishment.
 */
function siretDe(siren: string | null, extension: string): string {
  if (!siren) return extension;
  const siret = `${siren}${extension}`;
  if (sirenValide(siren) && !siretValide(siret)) {
    throw badRequest(CLE_SIRET_INVALIDE, { fieldErrors: { extensionSIRET: CLE_SIRET_INVALIDE } });
  }
  return siret;
}

export function creerEtablissement(db: Db, actor: Actor, body: BodyOf<Routes['creer']>) {
  return db.transaction(async (tx) => {
    const asso = await findAssociationEtSiege(tx, body.associationId);
    if (!asso) {
      throw badRequest('Association introuvable', { fieldErrors: { associationId: 'Association introuvable' } });
    }
    const numeroSiret = siretDe(asso.siren, body.extensionSIRET);
    const id = await insertEtablissement(tx, {
      associationId: body.associationId,
      raisonSociale: body.raisonSociale,
      numeroFiness: body.numeroFINESS,
      numeroSiret,
      siegeSocialId: asso.siegeSocialId,
    });
    const apres = { raisonSociale: body.raisonSociale, numeroFINESS: body.numeroFINESS, numeroSIRET: numeroSiret };
    await journaliser(tx, actor, {
      entite: 'etablissement',
      entiteId: id,
      action: 'CREATION',
      apres,
      employeId: null,
      etablissementId: id,
    });
    return relire(tx, actor, id);
  });
}

async function relire(tx: DbOrTx, actor: Actor, id: number) {
  const row = await findEtablissementDetail(tx, id);
  if (!row) throw notFound(ETABLISSEMENT_INTROUVABLE);
  return toDetail(actor, row);
}

const DIRECTEUR_HORS_ETABLISSEMENT = "Le directeur doit être un employé de l'établissement ou de son siège";

export function designerDirecteur(db: Db, actor: Actor, id: number, body: BodyOf<Routes['designerDirecteur']>) {
  assertMemeEtablissement(id, body);
  return db.transaction(async (tx) => {
    const etab = await verrouillerPour(
      tx,
      actor,
      id,
      'designerDirecteur',
      "Seuls les administrateurs de l'établissement désignent son directeur",
    );
    const employe = await findEmployeDe(tx, body.employeId, perimetre(etab));
    if (!employe)
      throw badRequest(DIRECTEUR_HORS_ETABLISSEMENT, { fieldErrors: { employeId: DIRECTEUR_HORS_ETABLISSEMENT } });
    await updateEtablissement(tx, id, { directeurId: employe.employeId });
    await journaliser(tx, actor, {
      entite: 'etablissement',
      entiteId: id,
      action: 'MODIFICATION',
      avant: { directeurId: etab.directeurId },
      apres: { directeurId: employe.employeId },
      employeId: employe.employeId,
      etablissementId: id,
    });
    // The former director loses DIRECTEUR_{id} (and their tokens), the new one gains it.
    const concernes = [
      employe.utilisateurId,
      ...(etab.directeurUtilisateurId !== null ? [etab.directeurUtilisateurId] : []),
    ];
    await refreshRolesOf(tx, concernes);
    return relire(tx, actor, id);
  });
}

const perimetre = (e: EtablissementScope) => [
  e.etablissementId,
  ...(e.siegeSocialId !== null ? [e.siegeSocialId] : []),
];

export function modifierReglages(db: Db, actor: Actor, id: number, body: BodyOf<Routes['modifierReglages']>) {
  return db.transaction(async (tx) => {
    await verrouillerPour(tx, actor, id, 'modifierReglages', "Seul l'Administrateur règle un établissement");
    const avant = await findEtablissementDetail(tx, id);
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) await updateEtablissement(tx, id, changes);
    await journaliser(tx, actor, {
      entite: 'etablissement',
      entiteId: id,
      action: 'MODIFICATION',
      avant: avant ?? null,
      apres: changes,
      employeId: null,
      etablissementId: id,
    });
    return relire(tx, actor, id);
  });
}
