import { ajouterJours, lundiDeLaSemaineDe, type TypeCreneau } from '@roulement/contract';

/** A contract as contract time reads it: its weekly hours over its dates. */
export interface ContratHoraire {
  dateDebut: string;
  dateFin: string | null;
  heuresHebdo: number;
}

/** A slot of the employee in a week holding training. */
export interface CreneauDeSemaine {
  id: number;
  type: TypeCreneau;
  date: string;
  heureDebut: number;
  heureFin: number;
}

/*
 * Presence that fills contract time. Extra hours are left out: they are credited on their own, and
 * counting them here would credit the same hours twice.
 */
const TYPES_PRESENCE: readonly TypeCreneau[] = ['CreneauDeTravail', 'CreneauDeRemplacement', 'CreneauDeFormation'];

/** Contract minutes of the ISO week starting on `lundi`: each day under contract holds a seventh of its hours. */
export function minutesContratDeSemaine(contrats: readonly ContratHoraire[], lundi: string): number {
  let minutes = 0;
  for (let i = 0; i < 7; i++) {
    const jour = ajouterJours(lundi, i);
    const contrat = contrats.find((c) => c.dateDebut <= jour && (c.dateFin === null || c.dateFin >= jour));
    if (contrat) minutes += (contrat.heuresHebdo * 60) / 7;
  }
  return Math.round(minutes);
}

/**
 * Minutes of each training slot lying outside contract time (DOMAIN.md, recovery balance;
 * decision 075): per ISO week, the presence (work, replacement, training) beyond the contract's
 * weekly hours, up to the training of the week. The hours beyond the contract are the week's last
 * ones, so they are given to the latest training slots first. A week within its contract time
 * credits nothing: the training took the place of work.
 */
export function minutesFormationHorsContrat(
  creneaux: readonly CreneauDeSemaine[],
  contrats: readonly ContratHoraire[],
): Map<number, number> {
  // The record passes every effective slot of a fixed-term contract: only the weeks holding training
  // are worth their contract time.
  const presences = creneaux.filter((c) => TYPES_PRESENCE.includes(c.type));
  const semainesDeFormation = new Set(
    presences.filter((c) => c.type === 'CreneauDeFormation').map((c) => lundiDeLaSemaineDe(c.date)),
  );
  const parSemaine = new Map<string, CreneauDeSemaine[]>();
  for (const c of presences) {
    const lundi = lundiDeLaSemaineDe(c.date);
    if (!semainesDeFormation.has(lundi)) continue;
    const semaine = parSemaine.get(lundi);
    if (semaine) semaine.push(c);
    else parSemaine.set(lundi, [c]);
  }
  const resultat = new Map<number, number>();
  for (const [lundi, semaine] of parSemaine) {
    const presence = semaine.reduce((n, c) => n + c.heureFin - c.heureDebut, 0);
    let horsContrat = Math.max(0, presence - minutesContratDeSemaine(contrats, lundi));
    const formations = semaine
      .filter((c) => c.type === 'CreneauDeFormation')
      .sort((a, b) => (a.date === b.date ? b.heureDebut - a.heureDebut : a.date < b.date ? 1 : -1));
    for (const f of formations) {
      const part = Math.min(horsContrat, f.heureFin - f.heureDebut);
      resultat.set(f.id, part);
      horsContrat -= part;
    }
  }
  return resultat;
}
