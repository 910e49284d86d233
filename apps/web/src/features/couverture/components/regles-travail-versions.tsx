import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { RegleTravail } from '@roulement/contract';
import { dureeEnHeures, LIBELLES_PART } from '../utils/regles-travail';

const dateFr = (iso: string) => iso.split('-').reverse().join('/');
const NOM = 'Versions des règles du temps de travail';

/** The history of the versions, the latest first; the one in force today is marked. */
export function ReglesTravailVersions({
  versions,
  enVigueur,
}: {
  versions: readonly RegleTravail[];
  enVigueur: RegleTravail;
}) {
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it (axe).
    <TableContainer tabIndex={0} role="region" aria-label={NOM}>
      <Table size="small" aria-label={NOM} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>À partir du</TableCell>
            <TableCell align="right">Repos quotidien (réduit)</TableCell>
            <TableCell align="right">Par jour (dérogation)</TableCell>
            <TableCell align="right">Semaine</TableCell>
            <TableCell align="right">Moyenne 12 semaines</TableCell>
            <TableCell align="right">Repos hebdomadaire</TableCell>
            <TableCell align="right">Jours consécutifs</TableCell>
            <TableCell>Heures complémentaires</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.regleTravailId}>
              <TableCell>
                {v.dateDebut ? dateFr(v.dateDebut) : ''}{' '}
                {v.regleTravailId === enVigueur.regleTravailId ? (
                  <Chip size="small" color="success" label="En vigueur" />
                ) : null}
                {v.regleTravailId !== enVigueur.regleTravailId &&
                v.dateDebut &&
                v.dateDebut > (enVigueur.dateDebut ?? '') ? (
                  <Chip size="small" label="À venir" />
                ) : null}
              </TableCell>
              <TableCell align="right">
                {dureeEnHeures(v.reposQuotidien)} ({dureeEnHeures(v.reposQuotidienDerogatoire)})
              </TableCell>
              <TableCell align="right">
                {dureeEnHeures(v.travailJourMax)} ({dureeEnHeures(v.travailJourMaxDerogatoire)})
              </TableCell>
              <TableCell align="right">{dureeEnHeures(v.travailSemaineMax)}</TableCell>
              <TableCell align="right">{dureeEnHeures(v.moyenneDouzeSemainesMax)}</TableCell>
              <TableCell align="right">{dureeEnHeures(v.reposHebdomadaire)}</TableCell>
              <TableCell align="right">{v.joursConsecutifsMax}</TableCell>
              <TableCell>{LIBELLES_PART[v.partHeuresComplementaires]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
