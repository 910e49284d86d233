import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { aujourdhui, dateLongue } from '../../../lib/format';
import { usePrevisionRepas } from '../api/prevision-repas';
import { decalerFenetre, finDeFenetre } from '../utils/fenetre-prevision';

/** The detail per service needs room: not on a phone. */
const PAR_SERVICE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Spec §2.5: the meals of 4 days, moved by jumps of 4 days. */
export function PrevisionRepas({ etablissementId }: { etablissementId: number }) {
  const [debut, setDebut] = useState(aujourdhui);
  const query = usePrevisionRepas(etablissementId, debut);
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Prévision des repas
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <IconButton aria-label="4 jours précédents" onClick={() => setDebut((d) => decalerFenetre(d, -1))}>
            <ChevronLeft />
          </IconButton>
          <Typography>
            du {dateLongue(debut).toLowerCase()} au {dateLongue(finDeFenetre(debut)).toLowerCase()}
          </Typography>
          <IconButton aria-label="4 jours suivants" onClick={() => setDebut((d) => decalerFenetre(d, 1))}>
            <ChevronRight />
          </IconButton>
        </Stack>
      </Stack>
      <QueryState query={query} isEmpty={(jours) => jours.length === 0} emptyMessage="Aucun jour à afficher">
        {(jours) => (
          <Table size="small" aria-label="Prévision des repas">
            <TableHead>
              <TableRow>
                <TableCell>Jour</TableCell>
                <TableCell align="right">Repas du midi</TableCell>
                <TableCell align="right">Repas du soir</TableCell>
                <TableCell sx={PAR_SERVICE}>Par service</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jours.map((j) => (
                <TableRow key={j.date}>
                  <TableCell>{dateLongue(j.date)}</TableCell>
                  <TableCell align="right">{j.nombreRepasMidi}</TableCell>
                  <TableCell align="right">{j.nombreRepasSoir}</TableCell>
                  <TableCell sx={PAR_SERVICE}>
                    {j.services.length === 0
                      ? '—'
                      : j.services
                          .map((s) => `${s.nom} : midi ${s.nombreRepasMidi}, soir ${s.nombreRepasSoir}`)
                          .join(' · ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
