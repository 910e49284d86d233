import Delete from '@mui/icons-material/Delete';
import {
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Dispositif, EtablissementDetail } from '@roulement/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { LoadingState } from '../../../components/feedback/loading-state';
import { messageOf } from '../../../lib/api-client';
import { useDispositifs, useSupprimerDispositif } from '../api/dispositifs';
import { DispositifCreationDialog } from './dispositif-creation-dialog';
import { ListeEnEchec } from './liste-en-echec';

interface Props {
  etablissement: EtablissementDetail;
  onSaved: (message: string) => void;
}

/** The active accommodation schemes; deleting one only stops new admissions (decision 055). */
export function DispositifsSection({ etablissement, onSaved }: Props) {
  const id = etablissement.etablissementId;
  const query = useDispositifs(id);
  const supprimer = useSupprimerDispositif(id);
  const [creation, setCreation] = useState(false);
  const [aSupprimer, setASupprimer] = useState<Dispositif | null>(null);
  const gerer = etablissement.abilities.gererDispositifs;
  const dispositifs = query.data?.dispositifs ?? [];
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Dispositifs">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h3">
          Dispositifs d'accueil
        </Typography>
        {gerer ? <Button onClick={() => setCreation(true)}>Créer un dispositif</Button> : null}
      </Stack>
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? (
        <ListeEnEchec
          message="Échec de la récupération de la liste des dispositifs"
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isSuccess && dispositifs.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          Aucun dispositif
        </Typography>
      ) : null}
      {dispositifs.length > 0 ? (
        <TableContainer>
          {/* Narrow cells on a phone: the delete button stays in view beside the two durations. */}
          <Table size="small" aria-label="Liste des dispositifs" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Libellé</TableCell>
                <TableCell align="right">Minimum (jours)</TableCell>
                <TableCell align="right">Maximum (jours)</TableCell>
                {gerer ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {dispositifs.map((d) => (
                <TableRow key={d.dispositifId}>
                  <TableCell>{d.libelle}</TableCell>
                  <TableCell align="right">{d.dureeMinimum}</TableCell>
                  <TableCell align="right">{d.dureeMaximum}</TableCell>
                  {gerer ? (
                    <TableCell align="right" padding="checkbox">
                      <IconButton aria-label={`Supprimer ${d.libelle}`} onClick={() => setASupprimer(d)}>
                        <Delete />
                      </IconButton>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {gerer ? (
        <DispositifCreationDialog
          open={creation}
          etablissementId={id}
          onClose={() => setCreation(false)}
          onSaved={onSaved}
        />
      ) : null}
      <ConfirmDialog
        open={aSupprimer !== null}
        title="Supprimer le dispositif"
        message={`« ${aSupprimer?.libelle ?? ''} » ne sera plus proposé aux nouvelles admissions. Les séjours en cours restent valides.`}
        confirmLabel="Supprimer"
        confirmColor="error"
        pending={supprimer.isPending}
        error={supprimer.isError ? messageOf(supprimer.error) : null}
        onClose={() => {
          supprimer.reset();
          setASupprimer(null);
        }}
        onConfirm={() => {
          if (!aSupprimer) return;
          supprimer.mutate(aSupprimer.dispositifId, {
            onSuccess: () => {
              setASupprimer(null);
              onSaved('Dispositif supprimé');
            },
          });
        }}
      />
    </Paper>
  );
}
