import { ajouterJours, LIBELLES_CRENEAU, type TypeCreneau } from '@roulement/contract';
import { joursCouverts } from '../employe/indisponibilites';

/** An event of a feed, before any iCalendar text: plain dates and minutes of a Paris day. */
export type EvenementFlux =
  | { uid: string; resume: string; description?: string; jourEntier: true; du: string; auExclu: string }
  | {
      uid: string;
      resume: string;
      description?: string;
      jourEntier: false;
      date: string;
      debut: number;
      /** Minutes from the start of `date`: past 1440 when a night runs into the next morning. */
      fin: number;
    };

export interface CreneauSource {
  id: number;
  type: TypeCreneau;
  date: string;
  heureDebut: number;
  heureFin: number;
  labelFormation: string | null;
  serviceNom: string;
  /** Another slot replaces this one: its holder does not work it. */
  remplace: boolean;
}

export interface CongesSource {
  id: number;
  dateDebut: string;
  dateFin: string;
  /** 0 full day, 1 morning, 2 afternoon. */
  demiJournee: number;
  typeLabel: string;
}

export interface AbsenceSource extends CongesSource {
  prenom: string;
  nom: string;
  serviceNom: string;
}

// Stable across regenerations and runs: a subscribed calendar updates the event rather than
// duplicating it. The prefix keeps a head's two feeds apart when they show the same leave.
const DOMAINE_UID = 'roulement';
const DEMI_JOURNEE: Record<number, string> = { 1: ' (matin)', 2: ' (après-midi)' };

function evenementConges(uid: string, resume: string, c: CongesSource, description?: string): EvenementFlux {
  return {
    uid,
    // A half day stays a whole-day event: the leave has no hours, only a half (decision 053).
    resume: `${resume}${DEMI_JOURNEE[c.demiJournee] ?? ''}`,
    ...(description ? { description } : {}),
    jourEntier: true,
    du: c.dateDebut,
    // RFC 5545: the end of an all-day event is the day after its last day.
    auExclu: ajouterJours(c.dateFin, 1),
  };
}

function resumeCreneau(c: CreneauSource): string {
  const libelle =
    c.type === 'CreneauDeFormation' && c.labelFormation ? `Formation : ${c.labelFormation}` : LIBELLES_CRENEAU[c.type];
  return `${libelle} — ${c.serviceNom}`;
}

/**
 * The user's own feed: their leave as all-day events, and the slots they work. A slot someone
 * else replaces, or one on a day of full-day leave, is left out: they will not be there.
 */
export function evenementsDuTitulaire(
  creneaux: readonly CreneauSource[],
  conges: readonly CongesSource[],
  du: string,
  au: string,
): EvenementFlux[] {
  const joursDeConges = joursCouverts(
    conges.filter((c) => c.demiJournee === 0).map((c) => [c.dateDebut, c.dateFin] as const),
    du,
    au,
  );
  const evenements: EvenementFlux[] = conges.map((c) =>
    evenementConges(`conges-${c.id}@${DOMAINE_UID}`, c.typeLabel, c),
  );
  let veille: (EvenementFlux & { jourEntier: false }) | undefined;
  for (const c of creneaux) {
    if (c.remplace || joursDeConges.has(c.date)) continue;
    const resume = resumeCreneau(c);
    // A night is stored as two slots split at midnight (DOMAIN.md): on a phone it is one event.
    if (
      veille &&
      c.heureDebut === 0 &&
      veille.fin === 1440 &&
      veille.resume === resume &&
      ajouterJours(veille.date, 1) === c.date
    ) {
      veille.fin = 1440 + c.heureFin;
      veille = undefined;
      continue;
    }
    const evenement = {
      uid: `creneau-${c.id}@${DOMAINE_UID}`,
      resume,
      jourEntier: false as const,
      date: c.date,
      debut: c.heureDebut,
      fin: c.heureFin,
    };
    evenements.push(evenement);
    veille = c.heureFin === 1440 ? evenement : undefined;
  }
  return evenements;
}

/** A head's feed: one event per leave of their services' members, naming the member's services. */
export function evenementsDesAbsences(absences: readonly AbsenceSource[]): EvenementFlux[] {
  const parConges = new Map<number, { absence: AbsenceSource; services: string[] }>();
  for (const a of absences) {
    const deja = parConges.get(a.id);
    if (!deja) parConges.set(a.id, { absence: a, services: [a.serviceNom] });
    else if (!deja.services.includes(a.serviceNom)) deja.services.push(a.serviceNom);
  }
  return [...parConges.values()].map(({ absence: a, services }) =>
    evenementConges(
      `absence-${a.id}@${DOMAINE_UID}`,
      `${a.prenom} ${a.nom} — ${a.typeLabel}`,
      a,
      `${services.length > 1 ? 'Services' : 'Service'} : ${services.join(', ')}`,
    ),
  );
}
