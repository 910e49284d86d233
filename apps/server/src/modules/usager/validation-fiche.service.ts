import {
  bornesDuMois,
  type Demande,
  type DemandeFicheAimContenu,
  type MoisAnnee,
  totalFicheCentimes,
  type ValidationFicheAimBodySchema,
} from '@roulement/contract';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { lireDemande } from '../demande/demande.service';
import { enregistrerDemande } from '../demande/use-cases/enregistrer-demande';
import { arbreValidationFiche } from './arbre-fiche-aim';
import {
  type FicheScopeRow,
  findDerniereDemandeDeFiche,
  findFicheDeDemande,
  findFicheScope,
} from './fiche-aim.lecture';
import { chargerFiche, lignesAvecFinal } from './fiche-aim.service';
import { assertTransitionFiche, type EvenementFiche } from './fiche-aim.workflow';
import { texteDe } from './montants';
import { findEmployeDuDemandeur, findServiceAim } from './usager.lecture';
import { insertDemandeFicheAim, insertMouvements, updateStatutFiche } from './usager.repository';
import { tracerLecture } from './usager.service';

const premierJour = (f: MoisAnnee) => bornesDuMois(f).debut;
const dernierJour = (f: MoisAnnee) => bornesDuMois(f).fin;

/**
 * POST /demande/validation-fiche-AIM: the sheet goes to EN_ATTENTE_DE_VALIDATION and a 'Fiches
 * AIM' request asks its service's head and the establishment's administrators (decision 061).
 */
export async function demanderValidation(
  db: Db,
  actor: Actor,
  body: z.output<typeof ValidationFicheAimBodySchema>,
): Promise<{ demandeId: number }> {
  return db.transaction(async (tx) => {
    const f = await chargerFiche(tx, actor, body.ficheAIMId, { verrou: true });
    const statut = assertTransitionFiche(f.statut, 'DEMANDE_VALIDATION');
    const employeId = await findEmployeDuDemandeur(tx, actor.utilisateurId, f.etablissementId);
    if (employeId === undefined) throw conflict("Seul un employé demande la validation d'une fiche");
    const service = await findServiceAim(tx, f.serviceId);
    const demandeId = await enregistrerDemande(tx, actor, {
      type: 'Fiches AIM',
      employeId,
      etablissementId: f.etablissementId,
      // The sheet's month: the request lists sort and filter on it.
      dateDebut: premierJour(f),
      dateFin: dernierJour(f),
      commentaire: body.commentaire ?? null,
      serviceIds: [],
      arbre: arbreValidationFiche({
        serviceId: f.serviceId,
        etablissementId: f.etablissementId,
        chefUtilisateurId: service?.chefUtilisateurId ?? null,
        demandeurId: actor.utilisateurId,
      }),
    });
    await insertDemandeFicheAim(tx, demandeId, f.ficheAimId);
    await changerStatut(tx, actor, f, statut, { demandeId });
    return { demandeId };
  });
}

async function changerStatut(
  tx: Tx,
  actor: Pick<Actor, 'utilisateurId'>,
  f: FicheScopeRow,
  statut: FicheScopeRow['statut'],
  extra: Record<string, number> = {},
) {
  await updateStatutFiche(tx, f.ficheAimId, statut);
  await journaliser(tx, actor, {
    entite: 'fiche_aim',
    entiteId: f.ficheAimId,
    action: 'MODIFICATION',
    avant: { statut: f.statut },
    apres: { statut, ...extra },
    employeId: null,
    etablissementId: f.etablissementId,
  });
}

/** GET /demande/correspondante-a-fiche-aim: the sheet's latest request (404 without one). */
export async function demandeCorrespondante(db: Db, actor: Actor, ficheAimId: number): Promise<Demande> {
  const f = await chargerFiche(db, actor, ficheAimId);
  const demandeId = await findDerniereDemandeDeFiche(db, f.ficheAimId);
  if (demandeId === undefined) throw notFound('Aucune demande de validation pour cette fiche');
  return lireDemande(db, actor, demandeId);
}

async function ficheDeDemande(tx: Tx, demandeId: number): Promise<FicheScopeRow> {
  const ficheAimId = await findFicheDeDemande(tx, demandeId);
  const f = ficheAimId === undefined ? undefined : await findFicheScope(tx, ficheAimId, { verrou: true });
  if (!f) throw notFound('Fiche introuvable');
  return f;
}

/**
 * The accepted request's effect, in the transaction that accepts it: VALIDEE, and the positive
 * final amounts become the resident's entitlements (CREANCE), a negative DETTE line a debt
 * (decision 060). The movements' unique key writes them once whatever races.
 */
export async function appliquerEffetFicheAim(tx: Tx, actor: Actor, demandeId: number): Promise<void> {
  const f = await ficheDeDemande(tx, demandeId);
  const statut = assertTransitionFiche(f.statut, 'ACCEPTATION');
  const { lignes } = await lignesAvecFinal(tx, f.ficheAimId);
  const base = { usagerId: f.usagerId, etablissementId: f.etablissementId, ficheAimId: f.ficheAimId };
  await insertMouvements(tx, [
    ...lignes
      .filter((l) => l.final > 0)
      .map((l) => ({
        ...base,
        posteAimId: l.ligne.posteAimId,
        type: 'CREANCE' as const,
        dateApplication: premierJour(f),
        montant: texteDe(l.final),
      })),
    ...lignes
      .filter((l) => l.final < 0 && l.ligne.posteAimId === 'DETTE')
      .map((l) => ({
        ...base,
        posteAimId: l.ligne.posteAimId,
        type: 'DETTE' as const,
        dateApplication: premierJour(f),
        montant: texteDe(l.final),
      })),
  ]);
  await changerStatut(tx, actor, f, statut, { demandeId });
}

/** A refused or cancelled request gives the sheet back to preparation. */
export async function rendreFicheAim(tx: Tx, actor: Actor, demandeId: number, evenement: EvenementFiche) {
  const f = await ficheDeDemande(tx, demandeId);
  if (f.statut !== 'EN_ATTENTE_DE_VALIDATION') return;
  await changerStatut(tx, actor, f, assertTransitionFiche(f.statut, evenement), { demandeId });
}

/** The request detail's body (spec §2): 'Nombre d'ajustements', 'Total mensuel', the links. */
export async function contenuDemandeFicheAim(db: DbOrTx, demandeId: number): Promise<DemandeFicheAimContenu | null> {
  const ficheAimId = await findFicheDeDemande(db, demandeId);
  const f = ficheAimId === undefined ? undefined : await findFicheScope(db, ficheAimId);
  if (!f) return null;
  const { lignes, operations } = await lignesAvecFinal(db, f.ficheAimId);
  return {
    ficheAIMId: f.ficheAimId,
    usagerId: f.usagerId,
    usagerNomComplet: f.usagerNomComplet,
    etablissementId: f.etablissementId,
    serviceId: f.serviceId,
    serviceNom: f.serviceNom,
    mois: f.mois,
    annee: f.annee,
    nombreAjustements: new Set(operations.map((o) => o.ajustementId)).size,
    totalMensuel: totalFicheCentimes(lignes.map((l) => l.final)) / 100,
  };
}

/** The reader of a 'Fiches AIM' request's detail (its count and total) is recorded. */
export function tracerLectureDemandeFicheAim(db: Db, actor: Actor, c: DemandeFicheAimContenu): Promise<void> {
  return tracerLecture(db, actor, c, 'demande', c.ficheAIMId);
}
