import { borneHoraire, type Creneau, type JourDeRepos, jourIdDe, semaineDe } from '@roulement/contract';
import type { Actor } from '../../lib/actor';
import { abilitiesOf, estARemplacer } from './creneau.policy';
import type { CreneauRow, JourDeReposRow } from './creneau.repository';

/** What turning stored slots into answers needs, loaded once per request whatever the count. */
export interface ContexteCreneaux {
  actor: Actor;
  /** Member → its employee and user. */
  membres: ReadonlyMap<number, { employeId: number; utilisateurId: number }>;
  /** Employee → days of leave in the period. */
  jours: ReadonlyMap<number, ReadonlySet<string>>;
  /** The replacement slots of the slots shown (from the same rows, or loaded apart). */
  remplacements: readonly { id: number; membreId: number; remplaceId: number | null }[];
  /** Whether the actor manages the service (head or establishment administrator). */
  gerer: (serviceId: number) => boolean;
  /** Whether the actor administers the service's establishment (leave for anyone, themself included). */
  administrer: (serviceId: number) => boolean;
}

export function estIndisponible(ctx: ContexteCreneaux, membreId: number, date: string): boolean {
  const employeId = ctx.membres.get(membreId)?.employeId;
  return employeId !== undefined && (ctx.jours.get(employeId)?.has(date) ?? false);
}

export function toCreneaux(rows: readonly CreneauRow[], ctx: ContexteCreneaux): Creneau[] {
  const parRemplace = new Map<number, { creneauId: number; membreId: number }[]>();
  for (const r of ctx.remplacements) {
    if (r.remplaceId === null) continue;
    parRemplace.set(r.remplaceId, [
      ...(parRemplace.get(r.remplaceId) ?? []),
      { creneauId: r.id, membreId: r.membreId },
    ]);
  }
  return rows.map((row) => {
    const indisponible = estIndisponible(ctx, row.membreId, row.date);
    const remplacements = parRemplace.get(row.id) ?? [];
    const etat = {
      type: row.type,
      indisponible,
      nePasRemplacer: row.nePasRemplacer,
      remplace: remplacements.length > 0,
    };
    const creneau: Creneau = {
      creneauId: row.id,
      creneauTriId: row.origineCreneauId ?? row.id,
      type: row.type,
      serviceId: row.serviceId,
      membreId: row.membreId,
      date: row.date,
      heureDebut: borneHoraire(row.heureDebut),
      heureFin: borneHoraire(row.heureFin),
      abilities: abilitiesOf(etat, {
        gerer: ctx.gerer(row.serviceId),
        administrateur: ctx.administrer(row.serviceId),
        proprietaire: ctx.membres.get(row.membreId)?.utilisateurId === ctx.actor.utilisateurId,
      }),
    };
    // Only what is set travels (the contract's compact slot).
    if (row.remplaceId !== null) creneau.remplace = row.remplaceId;
    if (remplacements.length > 0) creneau.remplacements = remplacements;
    if (row.nePasRemplacer) creneau.nePasRemplacer = true;
    if (row.labelFormation !== null) creneau.labelFormation = row.labelFormation;
    if (indisponible) creneau.indisponible = true;
    if (estARemplacer(etat)) creneau.aRemplacer = true;
    return creneau;
  });
}

export function toJoursDeRepos(rows: readonly JourDeReposRow[]): JourDeRepos[] {
  return rows.map((r) => ({
    jourDeReposId: r.id,
    serviceId: r.serviceId,
    membreId: r.membreId,
    date: r.date,
    demiJour: r.demiJour,
    semaine: semaineDe(r.date),
    jour: { jourId: jourIdDe(r.date) },
  }));
}
