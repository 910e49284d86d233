import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  type HistoriqueEntree,
  type HistoriquePage,
  LIBELLES_ACTIONS_HISTORIQUE,
  LIBELLES_ENTITES_HISTORIQUE,
} from '@roulement/contract';
import { dateHeure } from '../../../lib/format';
import { useReferentielsHistorique } from '../hooks/use-referentiels-historique';
import { changementsDe, type Referentiels } from '../utils/historique-format';

export const TAILLES_HISTORIQUE = [20, 50, 100] as const;

function Changements({ entree, referentiels }: { entree: HistoriqueEntree; referentiels: Referentiels }) {
  const changements = changementsDe(entree, referentiels);
  if (changements.length === 0) return <Typography color="text.secondary">—</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changements.map((c) => (
        <li key={c.champ}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            {c.libelle} :
          </Typography>{' '}
          <Typography variant="body2" component="span">
            {c.avant !== null && c.apres !== null ? `${c.avant} → ${c.apres}` : (c.apres ?? c.avant)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

interface HistoriqueTableProps {
  page: HistoriquePage;
  onPageChange: (page: number) => void;
  onTailleChange: (taille: number) => void;
}

/** The employee's history: when, who (for whom under a delegation), what, and before → after. */
export function HistoriqueTable({ page, onPageChange, onTailleChange }: HistoriqueTableProps) {
  const referentiels = useReferentielsHistorique();
  // On a phone a fourth column would scroll out of sight: the changes go under « Quoi ».
  const telephone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Historique de l'employé">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Par</TableCell>
              <TableCell>Quoi</TableCell>
              {telephone ? null : <TableCell>Avant → après</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {page.elements.map((e) => (
              <TableRow key={e.historiqueId} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{dateHeure(e.date)}</TableCell>
                <TableCell>
                  {e.acteur.nomComplet}
                  {e.pour ? (
                    <Typography variant="body2" color="text.secondary">
                      pour {e.pour.nomComplet}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  {LIBELLES_ACTIONS_HISTORIQUE[e.action]}
                  <Typography variant="body2" color="text.secondary">
                    {LIBELLES_ENTITES_HISTORIQUE[e.entite]} n° {e.entiteId}
                  </Typography>
                  {telephone ? <Changements entree={e} referentiels={referentiels} /> : null}
                </TableCell>
                {telephone ? null : (
                  <TableCell>
                    <Changements entree={e} referentiels={referentiels} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page.total}
        page={page.page}
        rowsPerPage={page.taille}
        rowsPerPageOptions={[...TAILLES_HISTORIQUE]}
        onPageChange={(_, p) => onPageChange(p)}
        onRowsPerPageChange={(event) => onTailleChange(Number(event.target.value))}
        labelRowsPerPage="Lignes par page"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
      />
    </>
  );
}
