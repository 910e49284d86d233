/** Spec §2.2: the yearly budget is for next year. */
export const anneeBudget = (aujourdhui: string): number => Number(aujourdhui.slice(0, 4)) + 1;

/** Budget Dimanche: only Sundays can be picked. */
export const estDimanche = (iso: string): boolean => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;
