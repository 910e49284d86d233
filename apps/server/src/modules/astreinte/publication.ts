import { ajouterJours, joursEntre } from '@roulement/contract';

/**
 * The days a publication writes (pure): week k after the Monday `du` is held by the model week
 * that comes k turns after the start-of-rotation week, cycling in `ordre`, up to `au` included.
 */
export function joursAPublier(
  semaines: readonly { ordre: number; employeId: number }[],
  debutCycle: number,
  du: string,
  au: string,
): { jour: string; employeId: number }[] {
  const cycle = [...semaines].sort((a, b) => a.ordre - b.ordre);
  const depart = Math.max(
    0,
    cycle.findIndex((s) => s.ordre === debutCycle),
  );
  const nbJours = joursEntre(du, au) + 1;
  return Array.from({ length: Math.max(0, nbJours) }, (_, i) => ({
    jour: ajouterJours(du, i),
    employeId: cycle[(depart + Math.floor(i / 7)) % cycle.length]!.employeId,
  }));
}
