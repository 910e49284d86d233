import {
  type FicheAim,
  MODELE_AIM_MANQUANT,
  MODELE_AIM_MANQUANT_EXCEPTION,
  MOIS_FR,
  type MoisAnnee,
  moisSuivant,
  montantInitialCentimes,
  PREMIERE_FICHE_IMPOSSIBLE,
} from '@roulement/contract';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { todayInParis } from '../../../lib/dates';
import { AppError, conflict } from '../../../lib/errors';
import { findDerniereFiche, findFicheScope, listPostes } from '../fiche-aim.lecture';
import { detailFiche } from '../fiche-aim.service';
import { centimesDe, texteDe } from '../montants';
import { findServiceAim } from '../usager.lecture';
import { insertFiche, insertLignesFiche, listModele } from '../usager.repository';
import { chargerUsagerFinances } from '../usager.service';

/** Spec §8: the named error, with the service whose model is missing. */
async function modeleManquant(tx: Tx, serviceId: number): Promise<AppError> {
  const s = await findServiceAim(tx, serviceId);
  return new AppError('CONFLICT', MODELE_AIM_MANQUANT, {
    exception: MODELE_AIM_MANQUANT_EXCEPTION,
    ...(s && {
      serviceConcerne: {
        serviceId: s.serviceId,
        nom: s.nom,
        etablissementId: s.etablissementId,
        chefDeService: s.chefEmail === null ? null : { nomComplet: s.chefNomComplet ?? '', email: s.chefEmail },
      },
    }),
  });
}

/**
 * POST /ficheAIM/: the first sheet (this month, the resident hosted today) or the one after the
 * latest, once that one is validated; its lines copied from the hosting service's model. The
 * resident row is locked, and the unique (resident, year, month) backs it: two creations at once
 * make one sheet, the other answers 409.
 */
export async function initialiserFiche(
  db: Db,
  actor: Actor,
  body: { etablissementId: number; usagerId: number },
): Promise<FicheAim> {
  return db.transaction(async (tx) => {
    const u = await chargerUsagerFinances(tx, actor, body.usagerId, body.etablissementId, { verrou: true });
    const derniere = await findDerniereFiche(tx, u.usagerId);
    let cible: MoisAnnee;
    let serviceId: number;
    if (!derniere) {
      if (u.serviceId === null) throw conflict(PREMIERE_FICHE_IMPOSSIBLE);
      const today = todayInParis();
      cible = { annee: Number(today.slice(0, 4)), mois: Number(today.slice(5, 7)) };
      serviceId = u.serviceId;
    } else {
      if (derniere.statut !== 'VALIDEE') {
        throw conflict(
          `La fiche de ${MOIS_FR[derniere.mois - 1]} ${derniere.annee} n'est pas validée : la fiche suivante attendra`,
        );
      }
      cible = moisSuivant(derniere);
      serviceId = u.serviceId ?? derniere.serviceId;
    }
    const modele = await listModele(tx, serviceId);
    if (modele.length === 0) throw await modeleManquant(tx, serviceId);
    const postes = await listPostes(tx);
    const ficheAimId = await insertFiche(tx, {
      usagerId: u.usagerId,
      etablissementId: u.etablissementId,
      serviceId,
      annee: cible.annee,
      mois: cible.mois,
    });
    if (ficheAimId === undefined) throw conflict(`La fiche de ${MOIS_FR[cible.mois - 1]} ${cible.annee} existe déjà`);
    const periodicites = new Map(postes.map((p) => [p.posteAimId, p.periodicite]));
    await insertLignesFiche(
      tx,
      modele.map((l, i) => ({
        ficheAimId,
        posteAimId: l.posteAimId,
        montantInitial: texteDe(
          montantInitialCentimes(centimesDe(l.budget), periodicites.get(l.posteAimId as never) ?? 'MENSUELLE', cible),
        ),
        ordre: i + 1,
      })),
    );
    await journaliser(tx, actor, {
      entite: 'fiche_aim',
      entiteId: ficheAimId,
      action: 'CREATION',
      apres: { usagerId: u.usagerId, serviceId, annee: cible.annee, mois: cible.mois },
      employeId: null,
      etablissementId: u.etablissementId,
    });
    const f = await findFicheScope(tx, ficheAimId);
    return detailFiche(tx, f!);
  });
}
