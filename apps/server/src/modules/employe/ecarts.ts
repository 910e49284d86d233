import {
  type EcartPlanning,
  numeroSemaine,
  semaineDe,
  TYPES_CRENEAU_EFFECTIFS,
  type TypeCreneau,
} from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import {
  listContratsHoraires,
  listCreneauxDeEmploye,
  listCreneauxDesSemainesDeFormation,
  listCreneauxEcarts,
} from './ecarts.lecture';
import { type ContratHoraire, minutesFormationHorsContrat } from './formation-hors-contrat';
import { joursIndisponibles } from './indisponibilites';

/**
 * What the `employe` domain reads of the planning (decision 008 of issue 3, decision 023): the
 * planning deviations of the recovery balance, and the minutes worked.
 */

const LIBELLES = {
  CreneauHeuresSupplementaires: 'Heures complémentaires',
  CreneauDeFormation: 'Heures de formation',
  CreneauDeRecuperation: 'Récupération',
} as const;

/** A slot of an employee, as the deviations and the minutes worked read it. */
export interface CreneauLu {
  id: number;
  origineCreneauId: number | null;
  type: TypeCreneau;
  date: string;
  heureDebut: number;
  heureFin: number;
  serviceId: number;
}

/** The slot types that are deviations of the recovery balance. */
export const TYPES_ECARTS = ['CreneauHeuresSupplementaires', 'CreneauDeFormation', 'CreneauDeRecuperation'] as const;

/**
 * A deviation slot as the recovery balance shows it: + for extra hours and training, − for recovery.
 * `minutes` replaces the slot's length: training counts only its part outside contract time.
 */
export function toEcartPlanning(r: CreneauLu, minutes = r.heureFin - r.heureDebut): EcartPlanning {
  const type = r.type as keyof typeof LIBELLES;
  return {
    creneauTriId: r.origineCreneauId ?? r.id,
    type: LIBELLES[type],
    date: r.date,
    heureDebut: r.heureDebut,
    heureFin: r.heureFin,
    soldeEnMinute: type === 'CreneauDeRecuperation' ? -minutes : minutes,
    serviceId: r.serviceId,
    numeroSemaine: numeroSemaine(semaineDe(r.date)),
  };
}

/** Minutes of the effective slots of [du, au], days of unavailability excluded. */
export function sommeMinutesEffectives(
  creneaux: readonly Pick<CreneauLu, 'type' | 'date' | 'heureDebut' | 'heureFin'>[],
  joursIndisponibles: ReadonlySet<string> | undefined,
  du: string,
  au: string,
): number {
  return creneaux
    .filter(
      (r) =>
        r.date >= du && r.date <= au && TYPES_CRENEAU_EFFECTIFS.includes(r.type) && !joursIndisponibles?.has(r.date),
    )
    .reduce((total, r) => total + r.heureFin - r.heureDebut, 0);
}

/**
 * The deviations among an employee's slots, in their order: training counts only its part outside
 * contract time, which the slots of its weeks (work, replacement, training) and the contracts decide.
 */
export function ecartsDe(creneaux: readonly CreneauLu[], contrats: readonly ContratHoraire[]): EcartPlanning[] {
  const horsContrat = minutesFormationHorsContrat(creneaux, contrats);
  return creneaux
    .filter((c) => (TYPES_ECARTS as readonly string[]).includes(c.type))
    .map((c) => toEcartPlanning(c, c.type === 'CreneauDeFormation' ? (horsContrat.get(c.id) ?? 0) : undefined));
}

/**
 * Deviations of an employee: extra hours (+), training outside contract time (+), recovery (−), in
 * date order. Three queries: the deviations, the slots of the weeks with training, the contracts.
 */
export async function ecartsPlanning(db: DbOrTx, employeId: number): Promise<EcartPlanning[]> {
  const ecarts = await listCreneauxEcarts(db, employeId);
  const semaines = await listCreneauxDesSemainesDeFormation(db, employeId);
  const horsContrat = minutesFormationHorsContrat(semaines, await listContratsHoraires(db, employeId));
  return ecarts.map((r) =>
    toEcartPlanning(r, r.type === 'CreneauDeFormation' ? (horsContrat.get(r.id) ?? 0) : undefined),
  );
}

/**
 * Minutes of effective presence (work, extra hours, replacement, training) of an employee between
 * two dates, days of leave excluded (DOMAIN.md worked hours). Two queries.
 */
export async function minutesTravaillees(db: DbOrTx, employeId: number, du: string, au: string): Promise<number> {
  const rows = await listCreneauxDeEmploye(db, employeId, du, au);
  const conges = (await joursIndisponibles(db, [employeId], du, au)).get(employeId);
  return sommeMinutesEffectives(rows, conges, du, au);
}
