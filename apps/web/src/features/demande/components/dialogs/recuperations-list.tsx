import { Alert, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { AUCUNE_HEURE_DE_TRAVAIL, jourMois, type RecuperationEvaluee } from '@roulement/contract';
import { formatHeures } from '../../../../lib/format';
import { LIBELLES_RECUPERATION, plage, totalMinutes } from '../../utils/libelles-demande';

/** Spec §2.9 / §8: the work the request would turn into recovery, and its total; or why there is none. */
export function RecuperationsList({ recuperations }: { recuperations: readonly RecuperationEvaluee[] }) {
  if (recuperations.length === 0) return <Alert severity="warning">{AUCUNE_HEURE_DE_TRAVAIL}</Alert>;
  return (
    <Table size="small" aria-label="Récupérations évaluées">
      <TableHead>
        <TableRow>
          <TableCell>Type</TableCell>
          <TableCell>Date</TableCell>
          <TableCell>Heures</TableCell>
          <TableCell align="right">Durée</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {recuperations.map((r) => (
          <TableRow key={`${r.date}-${r.heureDebut.valeur}-${r.creneauId ?? ''}`}>
            <TableCell>{LIBELLES_RECUPERATION[r.type]}</TableCell>
            <TableCell>{jourMois(r.date, true)}</TableCell>
            <TableCell>{plage(r.heureDebut.valeur, r.heureFin.valeur)}</TableCell>
            <TableCell align="right">{formatHeures(r.dureeEnMinute)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3}>Total</TableCell>
          <TableCell align="right">{formatHeures(totalMinutes(recuperations))}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
