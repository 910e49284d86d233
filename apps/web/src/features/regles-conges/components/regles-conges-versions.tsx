import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { CATEGORIES_METIER, LIBELLES_CATEGORIES_METIER, type RegleConges } from '@roulement/contract';
import { formatJours } from '../../../lib/format';

const dateFr = (iso: string) => iso.split('-').reverse().join('/');

/** The history of the versions, the latest first; the one in force today is marked. */
export function ReglesCongesVersions({
  versions,
  aujourdhui,
}: {
  versions: readonly RegleConges[];
  aujourdhui: string;
}) {
  const enVigueur = versions.find((v) => v.dateDebut <= aujourdhui);
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it (axe).
    <TableContainer tabIndex={0} role="region" aria-label="Versions des règles de congés">
      <Table size="small" aria-label="Versions des règles de congés">
        <TableHead>
          <TableRow>
            <TableCell>À partir du</TableCell>
            <TableCell align="right">Par mois</TableCell>
            <TableCell align="right">Par mois de maladie</TableCell>
            <TableCell align="right">Ancienneté (par 5 ans / au plus)</TableCell>
            <TableCell align="right">Trimestre d’été</TableCell>
            {CATEGORIES_METIER.map((c) => (
              <TableCell key={c} align="right">
                Trimestriels {LIBELLES_CATEGORIES_METIER[c].toLowerCase()}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.regleCongesId}>
              <TableCell>
                {dateFr(v.dateDebut)}{' '}
                {v === enVigueur ? <Chip size="small" color="success" label="En vigueur" /> : null}
                {v.dateDebut > aujourdhui ? <Chip size="small" label="À venir" /> : null}
              </TableCell>
              <TableCell align="right">{formatJours(v.joursParMois)}</TableCell>
              <TableCell align="right">{formatJours(v.joursParMoisMaladie)}</TableCell>
              <TableCell align="right">
                {formatJours(v.joursParPalierAnciennete)} / {formatJours(v.joursAncienneteMax)}
              </TableCell>
              <TableCell align="right">T{v.trimestreEte}</TableCell>
              {CATEGORIES_METIER.map((c) => (
                <TableCell key={c} align="right">
                  {formatJours(v.joursTrimestriels[c])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
