import { ajouterJours } from '@roulement/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { buildDemandes, type DemandeACreer, type NoeudValidation } from '../factories';
import { conges } from '../schema';
import type { DatesDemo } from './demo-dates';
import { type ContexteDemandes, contexteDemandes } from './demo-demandes-contexte';

/** Instant of a decision or comment: mid-morning of the day, as validators act. */
export const instant = (date: string, heure = '09:30') => new Date(`${date}T${heure}:00Z`);

/**
 * The requests of the demo (issue 10), in establishment 14: chef@demo.test has a pending request of
 * each type of her service's members to validate, directeur@demo.test the same with the head's
 * validation already given (and the head's own leave); salarie@demo.test has pending, accepted,
 * refused and cancelled requests, with comments. Overtime and recovery requests extend or shorten
 * slots of the published planning; accepted leave requests are the leave already written.
 */
export async function seedDemoDemandes(tx: DbOrTx, d: DatesDemo, emails: { chef: string; salarie: string }) {
  const c = await contexteDemandes(tx, 14, d.lundi(-2), d.lundi(5));
  const service = c.services[0]!;
  const chefId = c.chefDe(service.id)!;
  const salarie = c.membres.find((m) => m.email === emails.salarie)!;
  const chef = c.membres.find((m) => m.email === emails.chef)!;
  const collegues = c.membres.filter(
    (m) => m.serviceId === service.id && m.employeId !== salarie.employeId && m.employeId !== chef.employeId,
  );
  const enConges = collegues.filter((m) => c.solde(m.employeId, 1) >= 5);
  const lignes: DemandeACreer[] = [];
  const commun = (m: { employeId: number; utilisateurId: number }, dateDemande: string) => ({
    employeId: m.employeId,
    etablissementId: c.etablissementId,
    createurId: m.utilisateurId,
    dateDemande: instant(dateDemande, '08:15'),
  });
  // Head's validation given the day after the request: the director has them to give.
  const chefAccepte = (m: { employeId: number }, jour: string) => accepterSous(c.arbre(m.employeId), chefId, jour);

  // Pending for the head (and the director above her), then pending for the director only.
  for (const [k, avis] of [
    [0, false],
    [1, true],
  ] as const) {
    const arbre = (m: { employeId: number }) => (avis ? chefAccepte(m, d.aujourdhui) : c.arbre(m.employeId));
    const a = enConges[k % enConges.length];
    if (a) {
      const debut = ajouterJours(d.lundi(3 + k), k);
      lignes.push({
        ...commun(a, ajouterJours(d.aujourdhui, -2)),
        conges: { congesTypeId: 1, dateDebut: debut, dateFin: ajouterJours(debut, 2) },
        validations: arbre(a),
      });
    }
    const h = premier(collegues, 2 * k, (m) => heuresSupp(c, m, d, k));
    if (h) lignes.push({ ...commun(h.membre, d.aujourdhui), ...h.payload, validations: arbre(h.membre) });
    const r = premier(collegues, 2 * k + 1, (m) => recuperation(c, m, d, k));
    if (r)
      lignes.push({ ...commun(r.membre, ajouterJours(d.aujourdhui, -1)), ...r.payload, validations: arbre(r.membre) });
  }
  if (c.solde(chef.employeId, 1) >= 2) {
    lignes.push({
      ...commun(chef, ajouterJours(d.aujourdhui, -3)),
      conges: { congesTypeId: 1, dateDebut: d.lundi(6), dateFin: ajouterJours(d.lundi(6), 1) },
      validations: c.arbre(chef.employeId),
      commentaire: 'Pont avec le week-end',
    });
  }
  lignes.push(...(await demandesDuSalarie(tx, c, d, salarie, chefId)));
  await buildDemandes(tx, lignes);
}

/** Accepts the heads' validations under the director's root, which stays pending. */
function accepterSous(racines: NoeudValidation[], chefId: number, jour: string): NoeudValidation[] {
  return racines.map((r) => ({
    ...r,
    sousValidations: (r.sousValidations ?? []).map((s) => ({
      ...s,
      accepte: true,
      valideParId: chefId,
      dateValidation: instant(jour),
    })),
  }));
}

type Membre = ContexteDemandes['membres'][number];

/** The first answer of `f` for the members taken from `debut` on, round the list: spreads the requests. */
function premier<T>(membres: readonly Membre[], debut: number, f: (m: Membre) => T | undefined): T | undefined {
  for (let i = 0; i < membres.length; i++) {
    const r = f(membres[(debut + i) % membres.length]!);
    if (r) return r;
  }
  return undefined;
}

/** An hour after an evening shift that nothing follows, on a day of the last two weeks. */
function heuresSupp(c: ContexteDemandes, m: Membre, d: DatesDemo, rang: number) {
  const soirs = c.creneaux.filter(
    (s) =>
      s.membreId === m.membreId &&
      s.type === 'CreneauDeTravail' &&
      s.heureFin === 1290 &&
      s.date < d.aujourdhui &&
      !c.creneaux.some((x) => x.membreId === m.membreId && x.date === s.date && x.heureDebut >= 1290),
  );
  const soir = soirs[soirs.length - 1 - rang] ?? soirs[0];
  if (!soir) return undefined;
  return {
    membre: m,
    payload: {
      heuresSupp: {
        membreId: m.membreId,
        serviceId: soir.serviceId,
        date: soir.date,
        heureDebut: 1290,
        heureFin: 1350,
        creneauId: soir.id,
      },
      commentaire: 'Transmissions tardives avec l’équipe de nuit',
    },
  };
}

/** The first hour of a coming morning shift, taken as recovery. */
function recuperation(c: ContexteDemandes, m: Membre, d: DatesDemo, rang: number) {
  const matins = c.creneaux.filter(
    (s) =>
      s.membreId === m.membreId &&
      s.type === 'CreneauDeTravail' &&
      s.heureDebut === 420 &&
      s.heureFin === 840 &&
      s.date > d.aujourdhui &&
      // A replaced shift is not worked: there is nothing to recover from it.
      !c.creneaux.some((x) => x.remplaceId === s.id),
  );
  const matin = matins[rang] ?? matins[0];
  if (!matin) return undefined;
  return {
    membre: m,
    payload: {
      recuperation: {
        membreId: m.membreId,
        serviceId: matin.serviceId,
        dateDebut: matin.date,
        heureDebut: 420,
        dateFin: matin.date,
        heureFin: 480,
        lignes: [
          { type: 'RECUPERATION' as const, date: matin.date, heureDebut: 420, heureFin: 480, creneauId: matin.id },
        ],
      },
      commentaire: 'Rendez-vous chez le médecin',
    },
  };
}

/** salarie@demo.test: one request in each status, the accepted ones being leave already written. */
async function demandesDuSalarie(
  tx: DbOrTx,
  c: ContexteDemandes,
  d: DatesDemo,
  s: Membre,
  chefId: number,
): Promise<DemandeACreer[]> {
  const directeurId = c.directeurId;
  const commun = { employeId: s.employeId, etablissementId: c.etablissementId, createurId: s.utilisateurId };
  const decision = (accepte: boolean, jour: string): NoeudValidation[] =>
    c.arbre(s.employeId).map((r) => ({
      ...r,
      accepte,
      valideParId: directeurId,
      dateValidation: instant(ajouterJours(jour, 2), '11:00'),
      sousValidations: (r.sousValidations ?? []).map((x) => ({
        ...x,
        accepte,
        valideParId: chefId,
        dateValidation: instant(ajouterJours(jour, 1)),
      })),
    }));
  const payes = await tx
    .select()
    .from(conges)
    .where(and(eq(conges.employeId, s.employeId), eq(conges.congesTypeId, 1)))
    .orderBy(conges.dateDebut);
  const acceptees: DemandeACreer[] = payes.map((l) => {
    const jour = l.dateDemande ?? ajouterJours(l.dateDebut, -20);
    return {
      ...commun,
      dateDemande: instant(jour, '08:15'),
      conges: {
        congesTypeId: 1,
        dateDebut: l.dateDebut,
        dateFin: l.dateFin,
        demiJournee: l.demiJournee,
        nbJours: l.nbJours,
      },
      congesId: l.id,
      validations: decision(true, jour),
      commentaires: [
        { auteurId: chefId, commentaire: 'Accordé, bon repos !', instantPublication: instant(ajouterJours(jour, 1)) },
      ],
    };
  });
  const soir = heuresSupp(c, s, d, 1);
  const refusee: DemandeACreer[] = soir
    ? [
        {
          ...commun,
          dateDemande: instant(soir.payload.heuresSupp.date, '22:40'),
          ...soir.payload,
          validations: decision(false, soir.payload.heuresSupp.date),
          commentaires: [
            {
              auteurId: chefId,
              commentaire: 'L’équipe de nuit était au complet ce soir-là : les transmissions tenaient dans l’horaire.',
              instantPublication: instant(ajouterJours(soir.payload.heuresSupp.date, 1)),
            },
            {
              auteurId: s.utilisateurId,
              commentaire: 'Entendu, je noterai les transmissions plus tôt.',
              instantPublication: instant(ajouterJours(soir.payload.heuresSupp.date, 1), '14:00'),
            },
          ],
        },
      ]
    : [];
  const jour = ajouterJours(d.aujourdhui, -4);
  return [
    ...acceptees,
    ...refusee,
    {
      ...commun,
      dateDemande: instant(ajouterJours(d.aujourdhui, -1), '18:05'),
      conges: { congesTypeId: 3, dateDebut: ajouterJours(d.lundi(3), 3) },
      validations: c.arbre(s.employeId),
      commentaire: 'Rentrée scolaire de mon fils',
      commentaires: [
        {
          auteurId: s.utilisateurId,
          commentaire: 'Je peux échanger avec un collègue si besoin.',
          instantPublication: instant(d.aujourdhui, '07:50'),
        },
      ],
    },
    {
      ...commun,
      statutId: 4,
      dateDemande: instant(jour, '08:15'),
      dateDecision: instant(ajouterJours(jour, 1), '17:20'),
      conges: { congesTypeId: 1, dateDebut: d.lundi(7), dateFin: ajouterJours(d.lundi(7), 4) },
      validations: c.arbre(s.employeId),
      commentaires: [
        {
          auteurId: s.utilisateurId,
          commentaire: 'J’annule : le séjour prévu est reporté.',
          instantPublication: instant(ajouterJours(jour, 1), '17:20'),
        },
      ],
    },
  ];
}
