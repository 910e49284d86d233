import { type ImportRapport, LIBELLES_ACTIONS_IMPORT } from '@roulement/contract';
import { BOM, ligneCsv } from '../../lib/csv';

const ENTETES = ['Ligne', 'Action', 'Matricule', 'Libellé', 'Établissement', 'Erreurs'];

/** The report of an import as the journal downloads it: one line per line of the file, its errors joined. */
export function rapportCsv(rapport: ImportRapport): string {
  const erreursDe = (ligne: number) =>
    rapport.erreurs
      .filter((e) => e.ligne === ligne)
      .map((e) => (e.colonne ? `${e.colonne} : ${e.message}` : e.message))
      .join(' | ');
  const lignes = rapport.lignes.map((l) => [
    String(l.ligne),
    LIBELLES_ACTIONS_IMPORT[l.action],
    l.matricule ?? '',
    l.libelle,
    l.etablissement ?? '',
    erreursDe(l.ligne),
  ]);
  return BOM + [ENTETES, ...lignes].map(ligneCsv).join('');
}
