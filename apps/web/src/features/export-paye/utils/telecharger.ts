/**
 * The exports need the Bearer header, which a plain link does not send: the file is fetched,
 * then handed to the browser as a download under its name.
 */
export function enregistrerFichier(fichier: Blob, nom: string): void {
  const url = URL.createObjectURL(fichier);
  const lien = document.createElement('a');
  lien.href = url;
  lien.download = nom;
  lien.click();
  URL.revokeObjectURL(url);
}

/** Spec §2.2: the yearly budget is for next year. */
export const anneeBudget = (aujourdhui: string): number => Number(aujourdhui.slice(0, 4)) + 1;

/** Budget Dimanche: only Sundays can be picked. */
export const estDimanche = (iso: string): boolean => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;
