import {
  ajouterJours,
  bornesDuMois,
  fenetreVersement,
  type MoisAnnee,
  moisPrecedent,
  montantInitialCentimes,
  type PeriodiciteAim,
  type PosteAimId,
  type StatutFicheAim,
} from '@roulement/contract';
import { eq, inArray } from 'drizzle-orm';
import { texteDe } from '../../modules/usager/montants';
import type { DbOrTx } from '../client';
import {
  accueil,
  ajustement,
  demande,
  demandeFicheAim,
  dispositif,
  employe,
  ficheAim,
  ficheAimLigne,
  modeleAimLigne,
  mouvement,
  operationAim,
  posteAim,
  service,
  usager,
  utilisateur,
  validation,
  versement,
  versementLigne,
} from '../schema';
import { NOMS, PRENOMS_F, PRENOMS_M } from './names';

/**
 * Residents and aid sheets of the demo (issue 14), in establishments 14 and 1: twenty residents,
 * twelve months of sheets in every status with adjustments and payouts of both methods, a model
 * for every service but 'Accueil de jour' (its resident shows ModeleAimManquantException), and a
 * pending 'Fiches AIM' request for chef@demo.test (head of Foyer Les Cèdres).
 */

const MODELES: Record<string, [PosteAimId, number][]> = {
  'Foyer Les Cèdres': [
    ['ALIMENTATION', 2500],
    ['ARGENT_DE_POCHE', 1000],
    ['HABILLEMENT', 4000],
    ['COIFFURE', 1500],
    ['HYGIENE', 1200],
    ['TELECOM', 1000],
    ['TRANSPORT', 2000],
  ],
  'Internat Les Pins': [
    ['ALIMENTATION', 2200],
    ['ARGENT_DE_POCHE', 800],
    ['HABILLEMENT', 3500],
    ['HYGIENE', 1000],
    ['LAVERIE', 800],
  ],
  'Services administratifs': [
    ['ALIMENTATION', 2000],
    ['ARGENT_DE_POCHE', 1000],
    ['HABILLEMENT', 3000],
    ['TRANSPORT', 1500],
  ],
};

/** Who lives where: service name, how many hosted, plus the special cases. */
type Cas = 'accueilli' | 'sans-fiche' | 'a-venir' | 'sorti' | 'sans-accueil';
const RESIDENTS: { service: string; cas: Cas }[] = [
  ...Array.from({ length: 6 }, () => ({ service: 'Foyer Les Cèdres', cas: 'accueilli' as const })),
  { service: 'Foyer Les Cèdres', cas: 'sorti' },
  { service: 'Internat Les Pins', cas: 'sans-fiche' },
  ...Array.from({ length: 3 }, () => ({ service: 'Internat Les Pins', cas: 'accueilli' as const })),
  { service: 'Internat Les Pins', cas: 'a-venir' },
  { service: 'Accueil de jour', cas: 'accueilli' },
  ...Array.from({ length: 5 }, () => ({ service: 'Services administratifs', cas: 'accueilli' as const })),
  { service: 'Services administratifs', cas: 'sorti' },
  { service: 'Services administratifs', cas: 'sans-accueil' },
];

const AJUSTEMENTS: { explication: string; operations: [PosteAimId, number][] }[] = [
  { explication: "Achat d'un manteau pour l'hiver qui arrive", operations: [['HABILLEMENT', 2500]] },
  { explication: 'Epargne : mise de côté pour un séjour de vacances', operations: [['EPARGNE', 2000]] },
  { explication: 'Dette : remboursement du téléphone cassé le mois dernier', operations: [['DETTE', -1500]] },
  {
    explication: 'Moins de transport ce mois, sorties remplacées par des activités',
    operations: [
      ['TRANSPORT', -1000],
      ['HYGIENE', 500],
    ],
  },
];

const moisDe = (date: string): MoisAnnee => ({ annee: Number(date.slice(0, 4)), mois: Number(date.slice(5, 7)) });

export async function seedDemoUsagers(tx: DbOrTx, aujourdhui: string, emails: { salarie: string; siege: string }) {
  const services = await tx
    .select({ id: service.id, nom: service.nom, etablissementId: service.etablissementId })
    .from(service)
    .where(inArray(service.etablissementId, [14, 1]));
  const serviceDe = (nom: string) => services.find((s) => s.nom === nom)!;
  const postes = new Map((await tx.select().from(posteAim)).map((p) => [p.id, p.periodicite as PeriodiciteAim]));

  for (const [nom, lignes] of Object.entries(MODELES)) {
    await tx
      .insert(modeleAimLigne)
      .values(
        lignes.map(([p, c], i) => ({ serviceId: serviceDe(nom).id, posteAimId: p, budget: texteDe(c), ordre: i + 1 })),
      );
  }
  // Accommodation schemes, unless the establishments' own demo data already has some.
  const existants = await tx.select({ id: dispositif.id }).from(dispositif).limit(1);
  if (existants.length === 0) {
    await tx.insert(dispositif).values(
      [14, 1].flatMap((etablissementId) => [
        { etablissementId, libelle: 'Hébergement temporaire', dureeMinimum: 7, dureeMaximum: 90 },
        { etablissementId, libelle: 'Hébergement permanent', dureeMinimum: 30, dureeMaximum: 3650 },
      ]),
    );
  }

  const usagers = await tx
    .insert(usager)
    .values(
      RESIDENTS.map((r, i) => {
        const femme = i % 2 === 0;
        return {
          etablissementId: serviceDe(r.service).etablissementId,
          nom: NOMS[(i * 7 + 3) % NOMS.length]!,
          prenom: (femme ? PRENOMS_F : PRENOMS_M)[(i * 5 + 1) % 16]!,
          genre: femme ? ('F' as const) : ('M' as const),
        };
      }),
    )
    .returning({ id: usager.id });
  const debutHistoire = ajouterJours(aujourdhui, -420);
  await tx.insert(accueil).values(
    RESIDENTS.flatMap((r, i): (typeof accueil.$inferInsert)[] => {
      const base = { usagerId: usagers[i]!.id, serviceId: serviceDe(r.service).id };
      if (r.cas === 'sans-accueil') return [];
      if (r.cas === 'a-venir') return [{ ...base, dateDebut: ajouterJours(aujourdhui, 10), dateFin: null }];
      if (r.cas === 'sorti') return [{ ...base, dateDebut: debutHistoire, dateFin: ajouterJours(aujourdhui, -75) }];
      if (r.cas === 'sans-fiche') return [{ ...base, dateDebut: ajouterJours(aujourdhui, -20), dateFin: null }];
      return [{ ...base, dateDebut: debutHistoire, dateFin: null }];
    }),
  );

  // Twelve months up to this one; a resident who left has the six months before leaving.
  const courant = moisDe(aujourdhui);
  const douzeMois: MoisAnnee[] = [courant];
  while (douzeMois.length < 12) douzeMois.unshift(moisPrecedent(douzeMois[0]!));
  const statutsDerniere: StatutFicheAim[] = ['EN_ATTENTE_DE_VALIDATION', 'EN_PREPARATION', 'VALIDEE'];
  const fiches: { usagerIdx: number; m: MoisAnnee; statut: StatutFicheAim }[] = [];
  let n = 0;
  RESIDENTS.forEach((r, i) => {
    if (r.cas === 'sans-fiche' || r.cas === 'a-venir' || r.cas === 'sans-accueil' || r.service === 'Accueil de jour')
      return;
    const mois = r.cas === 'sorti' ? douzeMois.slice(0, 6) : douzeMois;
    const derniere = r.cas === 'sorti' ? 'VALIDEE' : statutsDerniere[n++ % 3]!;
    for (const [k, m] of mois.entries()) {
      fiches.push({ usagerIdx: i, m, statut: k === mois.length - 1 ? derniere : 'VALIDEE' });
    }
  });
  const fichesIns = await tx
    .insert(ficheAim)
    .values(
      fiches.map((f) => ({
        usagerId: usagers[f.usagerIdx]!.id,
        etablissementId: serviceDe(RESIDENTS[f.usagerIdx]!.service).etablissementId,
        serviceId: serviceDe(RESIDENTS[f.usagerIdx]!.service).id,
        annee: f.m.annee,
        mois: f.m.mois,
        statut: f.statut,
      })),
    )
    .returning({ id: ficheAim.id });

  // Lines from the model, adjustments on one sheet in three; finals kept in cents.
  const lignes: (typeof ficheAimLigne.$inferInsert)[] = [];
  const finals = fiches.map(() => new Map<PosteAimId, number>());
  const ajustements: { ficheIdx: number; a: (typeof AJUSTEMENTS)[number] }[] = [];
  fiches.forEach((f, idx) => {
    const modele = MODELES[RESIDENTS[f.usagerIdx]!.service]!;
    modele.forEach(([p, budget], ordre) => {
      const initial = montantInitialCentimes(budget, postes.get(p)!, f.m);
      finals[idx]!.set(p, initial);
      lignes.push({
        ficheAimId: fichesIns[idx]!.id,
        posteAimId: p,
        montantInitial: texteDe(initial),
        ordre: ordre + 1,
      });
    });
    if ((idx + f.usagerIdx) % 3 === 0) {
      const a = AJUSTEMENTS[(idx + f.usagerIdx) % AJUSTEMENTS.length]!;
      ajustements.push({ ficheIdx: idx, a });
      for (const [p, c] of a.operations) {
        if (!finals[idx]!.has(p)) {
          finals[idx]!.set(p, 0);
          lignes.push({
            ficheAimId: fichesIns[idx]!.id,
            posteAimId: p,
            montantInitial: '0.00',
            ordre: modele.length + 1,
          });
        }
        finals[idx]!.set(p, finals[idx]!.get(p)! + c);
      }
    }
  });
  await tx.insert(ficheAimLigne).values(lignes);
  const [auteur] = await tx
    .select({ id: utilisateur.id })
    .from(utilisateur)
    .where(eq(utilisateur.email, emails.salarie));
  if (ajustements.length > 0) {
    const ajIns = await tx
      .insert(ajustement)
      .values(
        ajustements.map((x) => ({
          ficheAimId: fichesIns[x.ficheIdx]!.id,
          explication: x.a.explication,
          auteurId: auteur?.id ?? null,
        })),
      )
      .returning({ id: ajustement.id });
    await tx
      .insert(operationAim)
      .values(
        ajustements.flatMap((x, k) =>
          x.a.operations.map(([p, c]) => ({ ajustementId: ajIns[k]!.id, posteAimId: p, montant: texteDe(c) })),
        ),
      );
  }

  // Validated sheets: their entitlements; payouts of the last four validated months of each resident.
  const mouvements: (typeof mouvement.$inferInsert)[] = [];
  fiches.forEach((f, idx) => {
    if (f.statut !== 'VALIDEE') return;
    const base = {
      usagerId: usagers[f.usagerIdx]!.id,
      etablissementId: serviceDe(RESIDENTS[f.usagerIdx]!.service).etablissementId,
      ficheAimId: fichesIns[idx]!.id,
      dateApplication: bornesDuMois(f.m).debut,
    };
    for (const [p, c] of finals[idx]!) {
      if (c > 0) mouvements.push({ ...base, posteAimId: p, type: 'CREANCE', montant: texteDe(c) });
      else if (c < 0 && p === 'DETTE') mouvements.push({ ...base, posteAimId: p, type: 'DETTE', montant: texteDe(c) });
    }
  });
  const aPayer = fiches
    .map((f, idx) => ({ f, idx }))
    .filter(({ f }) => f.statut === 'VALIDEE')
    .filter(({ f }, _, tous) => {
      const siennes = tous.filter((x) => x.f.usagerIdx === f.usagerIdx);
      return siennes.indexOf(siennes.find((x) => x.f === f)!) >= siennes.length - 4;
    });
  for (const [k, { f, idx }] of aPayer.entries()) {
    const { fin } = fenetreVersement(f.m);
    const date = ajouterJours(fin, -5);
    const derniere = k === aPayer.length - 1 || aPayer[k + 1]!.f.usagerIdx !== f.usagerIdx;
    const verse = !derniere || date < aujourdhui;
    const etablissementId = serviceDe(RESIDENTS[f.usagerIdx]!.service).etablissementId;
    const [v] = await tx
      .insert(versement)
      .values({
        usagerId: usagers[f.usagerIdx]!.id,
        etablissementId,
        ficheAimId: fichesIns[idx]!.id,
        dateDeVersement: date,
        moyenDePaiement: k % 2 === 0 ? 'ESPECE' : 'VIREMENT',
        verseLe: verse ? new Date(`${date}T10:00:00Z`) : null,
      })
      .returning({ id: versement.id });
    const lignesV = (['ALIMENTATION', 'ARGENT_DE_POCHE'] as const).map((p) => ({
      versementId: v!.id,
      posteAimId: p,
      montant: texteDe(finals[idx]!.get(p) ?? 0),
    }));
    await tx.insert(versementLigne).values(lignesV);
    if (verse) {
      for (const l of lignesV) {
        mouvements.push({
          usagerId: usagers[f.usagerIdx]!.id,
          etablissementId,
          posteAimId: l.posteAimId,
          type: 'VERSEMENT',
          dateApplication: date,
          montant: `-${l.montant}`,
          versementId: v!.id,
        });
      }
    }
  }
  await tx.insert(mouvement).values(mouvements);

  // A 'Fiches AIM' request for every sheet waiting for validation (the head over the administrators).
  const demandeurs = await tx
    .select({ utilisateurId: utilisateur.id, employeId: employe.id, etablissementId: employe.etablissementId })
    .from(utilisateur)
    .innerJoin(employe, eq(employe.utilisateurId, utilisateur.id))
    .where(inArray(utilisateur.email, [emails.salarie, emails.siege]));
  for (const [idx, f] of fiches.entries()) {
    if (f.statut !== 'EN_ATTENTE_DE_VALIDATION') continue;
    const s = serviceDe(RESIDENTS[f.usagerIdx]!.service);
    const qui = demandeurs.find((d) => d.etablissementId === s.etablissementId) ?? demandeurs[0]!;
    const { debut, fin } = bornesDuMois(f.m);
    const [d] = await tx
      .insert(demande)
      .values({
        type: 'Fiches AIM',
        employeId: qui.employeId,
        etablissementId: s.etablissementId,
        createurId: qui.utilisateurId,
        dateDemande: new Date(`${ajouterJours(aujourdhui, -1)}T08:15:00Z`),
        dateDebut: debut,
        dateFin: fin,
        commentaire: 'Fiche prête, merci de la valider.',
      })
      .returning({ id: demande.id });
    const [racine] = await tx
      .insert(validation)
      .values({ demandeId: d!.id, authority: `CHEF_DE_SERVICE_${s.id}` })
      .returning({ id: validation.id });
    await tx
      .insert(validation)
      .values({ demandeId: d!.id, parentId: racine!.id, authority: `ADMINISTRATEUR_${s.etablissementId}` });
    await tx.insert(demandeFicheAim).values({ demandeId: d!.id, ficheAimId: fichesIns[idx]!.id });
  }
}
