import type { LigneCredit, ResultatCredit } from '@roulement/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { journaliser } from '../../../lib/audit';
import { conflict } from '../../../lib/errors';
import { type Acquis, acquisAnciennete, acquisMensuel, acquisTrimestriel, type SituationEmploye } from './acquisition';
import { type EmployeACrediter, listEmployesACrediter } from './acquisition.lecture';
import { insertCreditsDePeriode, listEmployesCredites, listReglesConges } from './acquisition.repository';
import { type Periode, periodeMois, periodeTrimestre } from './periodes';
import { type RegleConges, regleEnVigueur } from './regles';

/** What each kind of credit writes (DOMAIN.md leave type ids 1, 2 and 3). */
interface Genre {
  congesTypeId: number;
  /** The rule a missing version leaves out, named in the 409. */
  regle: string;
  libelle: string;
  /** The period in the 409's words: « le mois de septembre 1999 ». */
  nommer: (p: Periode) => string;
  acquis: (regles: readonly RegleConges[], s: SituationEmploye, p: Periode) => Acquis | null;
  /** The period loaded: seniority is assessed on one day. */
  lecture: (p: Periode) => Periode;
  date: (p: Periode) => string;
  expiration: (p: Periode) => string | null;
}

const GENRES = {
  annuels: {
    congesTypeId: 1,
    regle: 'acquisition mensuelle des congés payés',
    libelle: 'Congés payés acquis',
    nommer: (p) => `le mois de ${moisFr(p.debut)}`,
    acquis: acquisMensuel,
    lecture: (p) => p,
    date: (p) => p.fin,
    expiration: () => null,
  },
  trimestriels: {
    congesTypeId: 2,
    regle: 'congés trimestriels (CCN 66)',
    libelle: 'Congés trimestriels',
    nommer: (p) => `le trimestre du ${dateFr(p.debut)} au ${dateFr(p.fin)}`,
    acquis: acquisTrimestriel,
    lecture: (p) => p,
    date: (p) => p.debut,
    expiration: (p) => p.fin,
  },
  anciennete: {
    congesTypeId: 3,
    regle: "congés d'ancienneté (CCN 66)",
    libelle: "Congés d'ancienneté",
    nommer: (p) => `l'année de congés commençant le ${dateFr(p.debut)}`,
    acquis: acquisAnciennete,
    lecture: (p) => ({ ...p, fin: p.debut }),
    date: (p) => p.debut,
    expiration: () => null,
  },
} satisfies Record<string, Genre>;
export type GenreCredit = keyof typeof GENRES;

function dateFr(iso: string) {
  return iso.split('-').reverse().join('/');
}
function moisFr(iso: string) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** No version in force, at all or for an employee's association: say which rule is missing rather than credit 0. */
function assertReglesEnVigueur(
  genre: Genre,
  regles: Map<number, RegleConges[]>,
  employes: EmployeACrediter[],
  p: Periode,
) {
  // With nobody under contract the check below finds nothing to say: a period that no version
  // of any association covers would be « credited » to no one, a 200 that hides the missing rule.
  if (![...regles.values()].some((versions) => regleEnVigueur(versions, p.debut))) {
    throw conflict(
      `Aucune règle de congés ne couvre ${genre.nommer(p)} : la règle « ${genre.regle} » manque. ` +
        'Ajoutez une version des règles de congés qui commence au plus tard le premier jour de la période.',
    );
  }
  const sans = employes.find((e) => !regleEnVigueur(regles.get(e.associationId) ?? [], p.debut));
  if (sans) {
    throw conflict(
      `Aucune règle de congés en vigueur le ${dateFr(p.debut)} pour l'association ${sans.association} : ` +
        `la règle « ${genre.regle} » manque. Ajoutez une version des règles de congés.`,
    );
  }
}

/** What the period gives each employee, by their association's rules; nothing is written. */
async function calculer(db: DbOrTx, genre: Genre, p: Periode): Promise<LigneCredit[]> {
  const employes = await listEmployesACrediter(db, genre.lecture(p));
  const regles = await listReglesConges(db);
  assertReglesEnVigueur(genre, regles, employes, p);
  const dejaCredites = await listEmployesCredites(db, genre.congesTypeId, p.cle);
  const dates = new Map([...regles.values()].flat().map((r) => [r.regleCongesId, r.dateDebut]));
  return employes.flatMap((e) => {
    const acquis = genre.acquis(regles.get(e.associationId) ?? [], e, p);
    if (!acquis) return [];
    const { employeId, nom, prenom, etablissement } = e;
    return [
      {
        employeId,
        nom,
        prenom,
        etablissement,
        nbJours: acquis.nbJours,
        regleCongesId: acquis.regleId,
        regleDateDebut: dates.get(acquis.regleId)!,
        dejaCredite: dejaCredites.has(employeId),
      },
    ];
  });
}

const totalDe = (lignes: readonly { nbJours: number }[]) =>
  Math.round(lignes.reduce((n, l) => n + l.nbJours, 0) * 100) / 100;

/**
 * Credits a period to everyone, in one transaction with its history row. A period already in the
 * ledger for an employee is skipped by the unique index, so a second run, or a run of another
 * process at the same time, writes nothing more. `actor` is absent for the scheduled job.
 */
export async function crediterPeriode(
  db: Db,
  genreCredit: GenreCredit,
  p: Periode,
  actor?: Actor,
): Promise<ResultatCredit> {
  const genre: Genre = GENRES[genreCredit];
  return db.transaction(async (tx) => {
    const lignes = await calculer(tx, genre, p);
    const ecrits = await insertCreditsDePeriode(
      tx,
      {
        congesTypeId: genre.congesTypeId,
        periode: p.cle,
        date: genre.date(p),
        dateExpiration: genre.expiration(p),
      },
      // The balance detail explains each day: the period and the version of the rules.
      lignes.map((l) => ({
        employeId: l.employeId,
        nbJours: l.nbJours,
        regleCongesId: l.regleCongesId,
        commentaire: `${genre.libelle} ${p.cle} (règles du ${dateFr(l.regleDateDebut)})`,
      })),
    );
    const resultat = {
      periode: p.cle,
      employesCredites: ecrits.length,
      dejaCredites: lignes.length - ecrits.length,
      totalJours: totalDe(ecrits),
    };
    if (actor && ecrits.length > 0) {
      await journaliser(tx, actor, {
        entite: 'regle_conges',
        entiteId: ecrits[0]!.regleCongesId,
        action: 'CREDIT',
        apres: { type: genre.libelle, ...resultat },
        employeId: null,
        etablissementId: null,
      });
    }
    return resultat;
  });
}

/** GET /conges/credit/congesAnnuels/simulation and the CSV: the month's paid leave, read only. */
export async function simulerCongesAnnuels(db: Db, annee: number, mois: number) {
  const p = periodeMois(annee, mois);
  return { periode: p.cle, lignes: await calculer(db, GENRES.annuels, p) };
}

export const crediterCongesAnnuels = (db: Db, actor: Actor, annee: number, mois: number) =>
  crediterPeriode(db, 'annuels', periodeMois(annee, mois), actor);

export const crediterCongesTrimestriels = (db: Db, actor: Actor, annee: number, trimestre: number) =>
  crediterPeriode(db, 'trimestriels', periodeTrimestre(annee, trimestre), actor);
