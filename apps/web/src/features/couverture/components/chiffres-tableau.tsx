import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ChiffresMois } from '@roulement/contract';
import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { partATemps } from '../utils/chiffres-csv';

const nombre = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const moisLong = (mois: string) => format(parseISO(`${mois}-01`), 'MMMM', { locale: fr });
const cellule = (v: number | null, suffixe = '') => (v === null ? '—' : `${nombre.format(v)}${suffixe}`);

/** The figures month by month; the table scrolls sideways inside itself on a phone. */
export function ChiffresTableau({ mois }: { mois: readonly ChiffresMois[] }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Couverture des absences par mois">
        <TableHead>
          <TableRow>
            <TableCell>Mois</TableCell>
            <TableCell align="right">À couvrir</TableCell>
            <TableCell align="right">Couverts</TableCell>
            <TableCell align="right">À temps</TableCell>
            <TableCell align="right">Délai médian</TableCell>
            <TableCell align="right">Service</TableCell>
            <TableCell align="right">Établissement</TableCell>
            <TableCell align="right">Association</TableCell>
            <TableCell align="right">Vacataires</TableCell>
            <TableCell align="right">Non couverts</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mois.map((m) => (
            <TableRow key={m.mois}>
              <TableCell>{moisLong(m.mois)}</TableCell>
              <TableCell align="right">{m.aCouvrir}</TableCell>
              <TableCell align="right">{m.couverts}</TableCell>
              <TableCell align="right">{cellule(partATemps(m), ' %')}</TableCell>
              <TableCell align="right">{cellule(m.delaiMedianHeures, ' h')}</TableCell>
              <TableCell align="right">{m.parCercle.SERVICE}</TableCell>
              <TableCell align="right">{m.parCercle.ETABLISSEMENT}</TableCell>
              <TableCell align="right">{m.parCercle.ASSOCIATION}</TableCell>
              <TableCell align="right">{m.parCercle.VACATAIRE}</TableCell>
              <TableCell align="right">{m.nonCouverts}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
