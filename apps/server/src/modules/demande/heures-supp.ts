import type { Horaires, TypeCreneau } from '@roulement/contract';

/** A slot of the member's day, as the evaluation reads it. */
export interface CreneauDuJour extends Horaires {
  creneauId: number;
  type: TypeCreneau;
}

/** One range of extra hours, and the work slot it extends (it touches it), if any. */
export interface PartieHeuresSupp extends Horaires {
  creneau: CreneauDuJour | null;
}

/**
 * Spec §3 overtime evaluation: the parts of the asked range that no slot of the day covers. Every
 * slot type is taken out, recovery included: the member cannot be in two slots at once, and a
 * recovery is cancelled by restoring it, not by overtime over it (decision 039).
 */
export function evaluerHeuresSupp(creneaux: readonly CreneauDuJour[], demande: Horaires): PartieHeuresSupp[] {
  const tries = [...creneaux].sort((a, b) => a.heureDebut - b.heureDebut);
  const libres: Horaires[] = [];
  let curseur = demande.heureDebut;
  for (const c of tries) {
    if (c.heureFin <= curseur) continue;
    if (c.heureDebut >= demande.heureFin) break;
    if (c.heureDebut > curseur) libres.push({ heureDebut: curseur, heureFin: c.heureDebut });
    curseur = Math.max(curseur, c.heureFin);
  }
  if (curseur < demande.heureFin) libres.push({ heureDebut: curseur, heureFin: demande.heureFin });
  return libres.map((p) => ({ ...p, creneau: creneauProlonge(tries, p) }));
}

/** The work slot a part prolongs: the one it follows first, else the one it precedes. */
function creneauProlonge(creneaux: readonly CreneauDuJour[], p: Horaires): CreneauDuJour | null {
  const travail = creneaux.filter((c) => c.type === 'CreneauDeTravail');
  return travail.find((c) => c.heureFin === p.heureDebut) ?? travail.find((c) => c.heureDebut === p.heureFin) ?? null;
}

/** The current proposal a creation names, matched on its range (never on the client's slot). */
export function propositionCorrespondante(
  propositions: readonly PartieHeuresSupp[],
  demande: Horaires,
): PartieHeuresSupp | undefined {
  return propositions.find((p) => p.heureDebut === demande.heureDebut && p.heureFin === demande.heureFin);
}
