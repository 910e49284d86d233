import Download from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SimulationCongesAnnuels } from '@roulement/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { messageOf } from '../../../lib/api-client';
import { aujourdhui, formatJours } from '../../../lib/format';
import { telechargerCsvCongesAnnuels, useSimulationCongesAnnuels } from '../api/simuler-conges-annuels';
import { anneesProposees, libelleMois, moisPrecedent } from '../utils/periodes-credit';
import { PeriodeCreditFields } from './periode-credit-fields';

interface SimulationCongesAnnuelsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §2.3: 'Simuler congés annuels' shows what each employee would get for a month, writing nothing. */
export function SimulationCongesAnnuelsDialog({ open, onClose }: SimulationCongesAnnuelsDialogProps) {
  return (
    <FormDialog open={open} title="Simuler congés annuels" width={900} onClose={onClose}>
      {() => <SimulationContenu onClose={onClose} />}
    </FormDialog>
  );
}

function SimulationContenu({ onClose }: { onClose: () => void }) {
  const jour = aujourdhui();
  const initial = moisPrecedent(jour);
  const [annee, setAnnee] = useState(initial.annee);
  const [mois, setMois] = useState(initial.mois);
  const simulation = useSimulationCongesAnnuels(annee, mois);
  const [telechargement, setTelechargement] = useState<{ pending: boolean; erreur: string | null }>({
    pending: false,
    erreur: null,
  });
  const telecharger = () => {
    setTelechargement({ pending: true, erreur: null });
    telechargerCsvCongesAnnuels(annee, mois).then(
      () => setTelechargement({ pending: false, erreur: null }),
      (error: unknown) => setTelechargement({ pending: false, erreur: messageOf(error) }),
    );
  };
  return (
    <>
      <DialogContent>
        <PeriodeCreditFields
          genre="mois"
          annees={anneesProposees(jour)}
          annee={annee}
          valeur={mois}
          onAnnee={setAnnee}
          onValeur={setMois}
        />
        <QueryState
          query={simulation}
          isEmpty={(s) => s.lignes.length === 0}
          emptyMessage={`Aucun employé sous contrat en ${libelleMois(annee, mois)}`}
        >
          {(s) => <TableSimulation simulation={s} libelle={libelleMois(annee, mois)} />}
        </QueryState>
        {telechargement.erreur ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {telechargement.erreur}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<Download />}
          onClick={telecharger}
          loading={telechargement.pending}
          disabled={!simulation.isSuccess}
          sx={{ mr: 'auto' }}
        >
          Télécharger le CSV
        </Button>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </>
  );
}

function TableSimulation({ simulation, libelle }: { simulation: SimulationCongesAnnuels; libelle: string }) {
  const total = simulation.lignes.reduce((n, l) => n + l.nbJours, 0);
  return (
    <>
      <Typography sx={{ mt: 2 }}>
        {simulation.lignes.length} employé(s), {formatJours(Math.round(total * 100) / 100)} pour {libelle}
      </Typography>
      <TableContainer sx={{ maxHeight: 420, mt: 1 }}>
        <Table size="small" stickyHeader aria-label={`Congés annuels de ${libelle}`}>
          <TableHead>
            <TableRow>
              <TableCell>Établissement</TableCell>
              <TableCell>Employé</TableCell>
              <TableCell align="right">Jours</TableCell>
              <TableCell>Règles du</TableCell>
              <TableCell>Déjà crédité</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {simulation.lignes.map((l) => (
              <TableRow key={l.employeId}>
                <TableCell>{l.etablissement}</TableCell>
                <TableCell>
                  {l.prenom} {l.nom}
                </TableCell>
                <TableCell align="right">{formatJours(l.nbJours)}</TableCell>
                <TableCell>{l.regleDateDebut.split('-').reverse().join('/')}</TableCell>
                <TableCell>{l.dejaCredite ? 'Oui' : 'Non'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
