import {
  type Accueil,
  type FicheAimResume,
  LIBELLES_MOYEN_DE_PAIEMENT,
  LIBELLES_PERIODICITE_AIM,
  type MouvementsHistoriqueParMois,
  type MouvementsParMois,
  type PosteAim,
  type Solde,
  type StatutUsager,
  type UsagerResume,
  type Versement,
} from '@roulement/contract';
import type { FicheResumeRow, MouvementRow, PosteRow } from './fiche-aim.lecture';
import { centimesDe, eurosDe, grouperParMois, soldesParPoste } from './montants';
import type { AccueilRow, UsagerListeRow } from './usager.lecture';
import type { VersementLigneRow } from './versement.lecture';

export const toPoste = (p: PosteRow): PosteAim => ({
  posteAIMId: p.posteAimId,
  libelle: p.libelle,
  periodicite: p.periodicite,
  libellePeriodiciteDAIM: LIBELLES_PERIODICITE_AIM[p.periodicite],
  icone: p.icone,
});

export const toUsagerResume = (u: UsagerListeRow): UsagerResume => ({
  usagerId: u.usagerId,
  etablissementId: u.etablissementId,
  etatCivil: { nom: u.nom, prenom: u.prenom, nomComplet: `${u.prenom} ${u.nom}` },
  genre: u.genre,
  status: u.status as StatutUsager,
});

export const toAccueil = (a: AccueilRow): Accueil => ({
  accueilId: a.accueilId,
  usagerAccueilli: { usagerId: a.usagerId },
  serviceDAccueil: { serviceId: a.serviceId, nom: a.serviceNom },
  dispositif: a.dispositifId === null ? null : { dispositifId: a.dispositifId, libelle: a.dispositifLibelle ?? '' },
  dateDeDebutDAccueil: a.dateDebut,
  dateDeFinDAccueil: a.dateFin,
});

export const toFicheResume = (f: FicheResumeRow): FicheAimResume => ({
  ficheAIMId: f.ficheAimId,
  usager: { usagerId: f.usagerId, nomComplet: f.usagerNomComplet },
  etablissement: { etablissementId: f.etablissementId },
  service: { serviceId: f.serviceId, nom: f.serviceNom },
  mois: f.mois,
  annee: f.annee,
  statut: f.statut,
  modifiable: f.statut === 'EN_PREPARATION',
  nombrePostes: f.postes.length,
  postes: f.postes,
  total: eurosDe(centimesDe(f.total)),
});

/**
 * The history screen's movements: their item by id, the items being in its balances. Each is one
 * literal: built by spreading shared fields, serialising the 200 movements of a two-year history
 * took 5 % of the server's time instead of under 1 %.
 */
export function toMouvementsHistorique(rows: readonly MouvementRow[]): MouvementsHistoriqueParMois[] {
  return grouperParMois(rows, (m) => m.dateApplication).map((g) => ({
    mois: g.mois,
    annee: g.annee,
    mouvements: g.items.map((m) => ({
      mouvementId: m.mouvementId,
      dateApplication: m.dateApplication,
      posteAIMId: m.posteAimId,
      montantMensuel: eurosDe(centimesDe(m.montant)),
      typeDeMouvement: m.type,
      ficheAIMId: m.ficheAimId,
      versementId: m.versementId,
    })),
  }));
}

/** GET /usager/mouvements: the same movements with their whole item, as the spec writes them. */
export function toMouvementsParMois(rows: readonly MouvementRow[]): MouvementsParMois[] {
  const postes = new Map(rows.map((m) => [m.posteAimId, toPoste(m)]));
  return toMouvementsHistorique(rows).map((g) => ({
    ...g,
    mouvements: g.mouvements.map(({ posteAIMId, ...m }) => ({ ...m, posteAim: postes.get(posteAIMId)! })),
  }));
}

/** Balances per item from the movements (in cents, DOMAIN.md), with the total of §9. */
export function toSoldes(rows: readonly MouvementRow[]): { soldes: Solde[]; totalCentimes: number } {
  const postes = new Map<string, MouvementRow>(rows.map((m) => [m.posteAimId, m]));
  const parPoste = soldesParPoste(rows.map((m) => ({ posteAimId: m.posteAimId, centimes: centimesDe(m.montant) })));
  let totalCentimes = 0;
  const soldes = [...parPoste].map(([posteAimId, centimes]) => {
    totalCentimes += centimes;
    return { poste: toPoste(postes.get(posteAimId)!), montant: eurosDe(centimes) };
  });
  return { soldes, totalCentimes };
}

/** One payout per id, its lines under it, in the rows' order. */
export function toVersements(rows: readonly VersementLigneRow[]): Versement[] {
  const parId = new Map<number, { v: VersementLigneRow; lignes: VersementLigneRow[] }>();
  for (const r of rows) {
    const courant = parId.get(r.versementId);
    if (courant) courant.lignes.push(r);
    else parId.set(r.versementId, { v: r, lignes: [r] });
  }
  return [...parId.values()].map(({ v, lignes }) => ({
    versementId: v.versementId,
    ficheAIMId: v.ficheAimId,
    dateDeVersement: v.dateDeVersement,
    montant: eurosDe(lignes.reduce((s, l) => s + centimesDe(l.montant), 0)),
    accueil: v.accueilId === null ? null : { accueilId: v.accueilId },
    moyenDePaiement: {
      moyenDePaiementId: v.moyenDePaiement,
      libelle: LIBELLES_MOYEN_DE_PAIEMENT[v.moyenDePaiement],
    },
    verse: v.verseLe !== null,
    verseLe: v.verseLe,
    lignesVersements: lignes.map((l) => ({
      ligneVersementId: l.ligneVersementId,
      posteAIM: toPoste(l),
      montant: eurosDe(centimesDe(l.montant)),
    })),
  }));
}
