import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useHorairesRepas } from '../api/horaires-repas';
import { textePlage } from '../utils/fenetre-prevision';
import { HorairesRepasForm } from './horaires-repas-form';
import { PrevisionRepas } from './prevision-repas';

export const AUCUN_HORAIRE = 'Aucun horaire de repas configuré';
export const INFO_COMPTAGE =
  'Les employés dont un créneau de travail chevauche l’horaire du repas sont comptés comme présents à ce repas.';

/**
 * Spec §2.5 'Restauration': the lunch and evening ranges (editable for the director or an
 * administrator), a hint when none are set (a failed read counts as none, §8), and the forecast.
 */
export function RestaurationTab({ etablissementId }: { etablissementId: number }) {
  const query = useHorairesRepas(etablissementId);
  const horaires = query.data ?? null;
  const configure =
    horaires !== null && (horaires.plageRestaurationMidi !== null || horaires.plageRestaurationSoir !== null);
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            Horaires des repas
          </Typography>
          {!query.isPending && !configure ? <Chip color="warning" size="small" label={AUCUN_HORAIRE} /> : null}
        </Stack>
        {query.isPending ? (
          <LoadingState />
        ) : horaires?.modifiable ? (
          <HorairesRepasForm etablissementId={etablissementId} horaires={horaires} />
        ) : (
          <Stack spacing={0.5}>
            <Typography>Service du midi : {textePlage(horaires?.plageRestaurationMidi ?? null)}</Typography>
            <Typography>Service du soir : {textePlage(horaires?.plageRestaurationSoir ?? null)}</Typography>
          </Stack>
        )}
        <Alert severity="info" sx={{ mt: 2 }}>
          {INFO_COMPTAGE}
        </Alert>
      </Paper>
      <PrevisionRepas etablissementId={etablissementId} />
    </Stack>
  );
}
