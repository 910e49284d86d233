import { ajouterJours } from '@roulement/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { construireArbre } from '../../modules/demande/arbre-validations';
import type { DbOrTx } from '../client';
import { buildDemandes, type DemandeACreer, type NoeudValidation } from '../factories';
import { conges, employe, etablissement, membre, service } from '../schema';
import { datesDemo } from './demo-dates';
import { instant } from './demo-demandes';
import { joursLibresEnAttente, semainesEnAttente } from './large-conges-annee';

export const DEMANDES_LARGE = {
  total: 30_000,
  /** Pending for the director of the benchmark's establishment (scripts/bench.mjs). */
  enAttenteDuDirecteur: 500,
  enAttenteParAutreEtablissement: 30,
  directeur: 'directeur@large.test',
} as const;

/**
 * Two years of requests of the benchmark set (decision 045): every leave already written becomes
 * an accepted leave request; 500 requests await the director of `etablissementId`, 30 each other
 * director; the rest is history (refused or cancelled leave, decided overtime and recovery). The
 * establishments get a director (the 41st employee, head of nothing) for their trees to name.
 */
export async function seedLargeDemandes(
  tx: DbOrTx,
  today: string,
  etablissementIds: number[],
  log: (message: string) => void,
): Promise<void> {
  const debut = Date.now();
  const c = await contexte(tx, etablissementIds);
  const d = datesDemo(today);
  const lignes: DemandeACreer[] = [...acceptees(c), ...enAttente(c, d, etablissementIds)];
  lignes.push(...historique(c, d, DEMANDES_LARGE.total - lignes.length));
  await buildDemandes(tx, lignes);
  log(`${lignes.length} demandes (${((Date.now() - debut) / 1000).toFixed(1)} s)`);
}

async function contexte(tx: DbOrTx, etablissementIds: number[]) {
  await tx.execute(sql`
    update etablissement e set directeur_id = x.id
    from (select id, etablissement_id, row_number() over (partition by etablissement_id order by id) as rang
          from employe where etablissement_id in (${sql.join(etablissementIds, sql`, `)})) x
    where x.etablissement_id = e.id and x.rang = 41`);
  await tx.execute(sql`
    update utilisateur set email = ${DEMANDES_LARGE.directeur}
    where id = (select em.utilisateur_id from etablissement e join employe em on em.id = e.directeur_id
                where e.id = ${etablissementIds[0]!})`);
  const employes = await tx
    .select({ id: employe.id, utilisateurId: employe.utilisateurId, etablissementId: employe.etablissementId })
    .from(employe)
    .where(inArray(employe.etablissementId, etablissementIds))
    .orderBy(asc(employe.id));
  const ids = employes.map((e) => e.id);
  const services = await tx.select().from(service).where(inArray(service.etablissementId, etablissementIds));
  const membres = await tx
    .select({ id: membre.id, serviceId: membre.serviceId, employeId: membre.employeId })
    .from(membre)
    .where(inArray(membre.employeId, ids))
    .orderBy(asc(membre.id));
  const etabs = await tx
    .select({ id: etablissement.id, directeurId: etablissement.directeurId })
    .from(etablissement)
    .where(inArray(etablissement.id, etablissementIds));
  const leaves = await tx.select().from(conges).where(inArray(conges.employeId, ids));
  const utilisateurDe = new Map(employes.map((e) => [e.id, e.utilisateurId]));
  const serviceDe = new Map(services.map((s) => [s.id, s]));
  const directeurDe = new Map(etabs.map((e) => [e.id, utilisateurDe.get(e.directeurId ?? 0) ?? null]));
  const membresDe = new Map<number, typeof membres>();
  for (const m of membres) membresDe.set(m.employeId, [...(membresDe.get(m.employeId) ?? []), m]);
  return {
    employes: employes.filter((e) => !etabs.some((x) => x.directeurId === e.id)),
    leaves,
    membresDe: (employeId: number) => membresDe.get(employeId) ?? [],
    directeurDe: (etablissementId: number) => directeurDe.get(etablissementId) ?? null,
    chefDe: (serviceId: number) => utilisateurDe.get(serviceDe.get(serviceId)?.chefDeServiceId ?? 0) ?? null,
    /** The server's own tree for a request the employee makes for themselves. */
    arbre: (employeId: number, etablissementId: number): NoeudValidation[] =>
      construireArbre({
        etablissementId,
        aUnDirecteur: directeurDe.get(etablissementId) != null,
        services: (membresDe.get(employeId) ?? []).map((m) => {
          const s = serviceDe.get(m.serviceId)!;
          const chef = utilisateurDe.get(s.chefDeServiceId ?? 0) ?? null;
          return { serviceId: s.id, validationAutonome: s.validationAutonome, chefUtilisateurId: chef };
        }),
        demandeurs: [utilisateurDe.get(employeId)!],
      }),
  };
}
type Contexte = Awaited<ReturnType<typeof contexte>>;
type Employe = Contexte['employes'][number];

/** The tree with the heads' and, when `racine` says so, the director's decisions. */
function decider(
  c: Contexte,
  e: Employe,
  jour: string,
  chefs: boolean | null,
  racine: boolean | null,
): NoeudValidation[] {
  return c.arbre(e.id, e.etablissementId).map((r) => ({
    ...r,
    ...(racine === null
      ? {}
      : {
          accepte: racine,
          valideParId: c.directeurDe(e.etablissementId),
          dateValidation: instant(ajouterJours(jour, 2)),
        }),
    sousValidations: (r.sousValidations ?? []).map((s) =>
      chefs === null
        ? s
        : {
            ...s,
            accepte: chefs,
            valideParId: c.chefDe(Number(s.authority.replace('CHEF_DE_SERVICE_', ''))),
            dateValidation: instant(ajouterJours(jour, 1)),
          },
    ),
  }));
}

const commun = (e: Employe, jour: string) => ({
  employeId: e.id,
  etablissementId: e.etablissementId,
  createurId: e.utilisateurId,
  dateDemande: instant(jour, '08:15'),
});

/** Each leave written by the leave seed, as the accepted request it came from. */
function acceptees(c: Contexte): DemandeACreer[] {
  const parId = new Map(c.employes.map((e) => [e.id, e]));
  return c.leaves.flatMap((l) => {
    const e = parId.get(l.employeId);
    if (!e) return [];
    const jour = l.dateDemande ?? ajouterJours(l.dateDebut, -20);
    const { dateDebut, dateFin, demiJournee, nbJours, congesTypeId } = l;
    return [
      {
        ...commun(e, jour),
        conges: { congesTypeId, dateDebut, dateFin, demiJournee, nbJours },
        congesId: l.id,
        validations: decider(c, e, jour, true, true),
      },
    ];
  });
}

type Membre = { id: number; serviceId: number };

/** An hour after the evening shift (21:30–22:30), as the demo's rotation ends it. */
const heuresSuppDe = (m: Membre, date: string) => ({
  heuresSupp: { membreId: m.id, serviceId: m.serviceId, date, heureDebut: 1290, heureFin: 1350 },
});

/** The first hour of a morning shift (07:00–08:00) taken as recovery. */
const recuperationDe = (m: Membre, date: string) => ({
  recuperation: {
    membreId: m.id,
    serviceId: m.serviceId,
    dateDebut: date,
    heureDebut: 420,
    dateFin: date,
    heureFin: 480,
    lignes: [{ type: 'RECUPERATION' as const, date, heureDebut: 420, heureFin: 480 }],
  },
});

/** The k-th pending request of an employee: leave, overtime or recovery, in a week of its own. */
function demandeEnAttente(
  c: Contexte,
  e: Employe,
  d: ReturnType<typeof datesDemo>,
  j: number,
  k: number,
  position: number,
  occupes: { dateDebut: string; dateFin: string }[],
): DemandeACreer {
  // Spread over the year ahead by the employee's position; their k-th request a week further in the list.
  const semaines = semainesEnAttente(d);
  const lundi = d.lundi(semaines[(position + k) % semaines.length]!);
  const jour = ajouterJours(d.aujourdhui, -(j % 6));
  // Two in three have their heads' validations given: the director's is the last one.
  const validations = decider(c, e, jour, j % 3 === 0 ? null : true, null);
  const m = c.membresDe(e.id)[0];
  const base = { ...commun(e, jour), validations };
  if (!m || j % 5 < 3) {
    const libres = joursLibresEnAttente(d, semaines, position + k, occupes);
    occupes.push(libres);
    return {
      ...base,
      conges: { congesTypeId: 1, dateDebut: libres.dateDebut, dateFin: j % 2 ? libres.dateFin : libres.dateDebut },
    };
  }
  if (j % 5 === 3)
    return {
      ...base,
      ...heuresSuppDe(m, ajouterJours(d.lundi(-1 - k), j % 5)),
      commentaire: 'Transmissions tardives',
    };
  const date = ajouterJours(lundi, 3);
  return {
    ...base,
    ...recuperationDe(m, date),
  };
}

function enAttente(c: Contexte, d: ReturnType<typeof datesDemo>, etablissementIds: number[]): DemandeACreer[] {
  const [bench, ...autres] = etablissementIds;
  const lignes: DemandeACreer[] = [];
  // Each employee's leave, and their pending leave as it is chosen: a pending leave overlaps none.
  const occupes = new Map<number, { dateDebut: string; dateFin: string }[]>();
  for (const l of c.leaves) occupes.set(l.employeId, [...(occupes.get(l.employeId) ?? []), l]);
  const de = (id: number) => c.employes.filter((e) => e.etablissementId === id);
  const occupesDe = (e: Employe) => occupes.get(e.id) ?? occupes.set(e.id, []).get(e.id)!;
  const benchEmployes = de(bench!);
  for (let j = 0; j < DEMANDES_LARGE.enAttenteDuDirecteur; j++) {
    const k = Math.floor(j / benchEmployes.length);
    const e = benchEmployes[j % benchEmployes.length]!;
    lignes.push(demandeEnAttente(c, e, d, j, k, j % benchEmployes.length, occupesDe(e)));
  }
  for (const id of autres) {
    const es = de(id);
    for (let j = 0; j < Math.min(DEMANDES_LARGE.enAttenteParAutreEtablissement, es.length); j++)
      lignes.push(demandeEnAttente(c, es[j]!, d, j, 0, j, occupesDe(es[j]!)));
  }
  return lignes;
}

const COMMENTAIRES = [
  'Merci de me répondre avant la fin de semaine.',
  'Échange prévu avec un collègue.',
  'Vu en réunion d’équipe.',
];

/** `nombre` decided requests over the two years before the last month, employees in turn. */
function historique(c: Contexte, d: ReturnType<typeof datesDemo>, nombre: number): DemandeACreer[] {
  return Array.from({ length: Math.max(0, nombre) }, (_, j): DemandeACreer => {
    const e = c.employes[j % c.employes.length]!;
    const jour = ajouterJours(d.aujourdhui, -730 + Math.floor((j * 700) / nombre));
    const m = c.membresDe(e.id)[0];
    const commentaires =
      j % 4 === 0
        ? [{ auteurId: e.utilisateurId, commentaire: COMMENTAIRES[j % 3]!, instantPublication: instant(jour, '08:20') }]
        : [];
    // Accepted leave is the leave written by the leave seed: the rest of the leave history is refused or cancelled.
    if (!m || j % 5 < 2) {
      const annulee = j % 5 === 1;
      return {
        ...commun(e, jour),
        ...(annulee ? { statutId: 4, dateDecision: instant(ajouterJours(jour, 1), '17:00') } : {}),
        conges: { congesTypeId: 1, dateDebut: ajouterJours(jour, 14), dateFin: ajouterJours(jour, 15 + (j % 3)) },
        validations: annulee ? c.arbre(e.id, e.etablissementId) : decider(c, e, jour, true, false),
        commentaires,
      };
    }
    const tirage = Math.floor(j / 5) % 10;
    const statut = tirage < 7 ? true : tirage < 9 ? false : null;
    const base = {
      ...commun(e, jour),
      ...(statut === null ? { statutId: 4, dateDecision: instant(ajouterJours(jour, 1), '17:00') } : {}),
      validations: statut === null ? c.arbre(e.id, e.etablissementId) : decider(c, e, jour, statut, statut),
      commentaires,
    };
    if (j % 5 < 4)
      return {
        ...base,
        ...heuresSuppDe(m, ajouterJours(jour, -1)),
      };
    const date = ajouterJours(jour, 7);
    return {
      ...base,
      ...recuperationDe(m, date),
    };
  });
}
