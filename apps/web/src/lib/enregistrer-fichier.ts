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
