import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { FicheAim } from '@roulement/contract';
import { titreFiche } from '../../utils/mois';
import { MontantColore } from '../montant-colore';
import { StatutChip } from '../statut-chip';

// On a phone the count of adjustments gives way to the amounts.
const colonneAjustements = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * The rendered sheet: each aid item's theoretical amount, its adjustments and its real amount.
 * In payout mode only the payable lines (montantFinal > 0) are drawn.
 */
export function FicheRendu({ fiche, modeVersement = false }: { fiche: FicheAim; modeVersement?: boolean }) {
  const lignes = modeVersement ? fiche.lignes.filter((l) => l.montantFinal > 0) : fiche.lignes;
  return (
    <Paper variant="outlined" component="section" aria-label="Fiche" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {titreFiche(fiche)}
        <StatutChip statut={fiche.statut} />
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {fiche.usager.nomComplet} · {fiche.service.nom}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Lignes de la fiche">
          <TableHead>
            <TableRow>
              <TableCell>Poste</TableCell>
              <TableCell align="right">Montant théorique</TableCell>
              <TableCell align="right" sx={colonneAjustements}>
                Ajustements
              </TableCell>
              <TableCell align="right">Montant réel</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lignes.map((l) => (
              <TableRow key={l.ligneFicheId}>
                <TableCell>{l.poste.libelle}</TableCell>
                <TableCell align="right">
                  <MontantColore montant={l.montantInitial} variant="body2" />
                </TableCell>
                <TableCell align="right" sx={colonneAjustements}>
                  {l.operations.length}
                </TableCell>
                <TableCell align="right">
                  <MontantColore montant={l.montantFinal} variant="body2" />
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 500 }}>
                Total mensuel
              </TableCell>
              <TableCell sx={colonneAjustements} />
              <TableCell align="right">
                <MontantColore montant={fiche.total} variant="body2" />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
