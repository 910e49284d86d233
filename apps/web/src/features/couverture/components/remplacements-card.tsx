import { FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useModifierPreferenceRemplacement, usePreferenceRemplacement } from '../api/preference-remplacement';

/**
 * Issue 27 profile setting: whether the heads of the association's other establishments may see
 * me among the candidates of their slots to cover.
 */
export function RemplacementsCard({ utilisateurId }: { utilisateurId: number }) {
  return (
    <Paper sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="remplacements-titre">
      <Typography variant="h6" component="h3" id="remplacements-titre">
        Remplacements
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Les chefs de service des autres établissements de l'association vous proposent leurs créneaux à couvrir si vous
        l'acceptez.
      </Typography>
      <PreferenceRemplacement utilisateurId={utilisateurId} />
    </Paper>
  );
}

function PreferenceRemplacement({ utilisateurId }: { utilisateurId: number }) {
  const query = usePreferenceRemplacement(utilisateurId);
  const modifier = useModifierPreferenceRemplacement(utilisateurId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <FormControlLabel
        sx={{ minHeight: 44 }}
        control={
          <Switch
            checked={
              modifier.isPending ? (modifier.variables?.autresEtablissements ?? false) : query.data.autresEtablissements
            }
            disabled={modifier.isPending}
            onChange={(e) => modifier.mutate({ autresEtablissements: e.target.checked })}
          />
        }
        label="Accepter des remplacements dans les autres établissements de l'association"
      />
      {modifier.isError ? (
        <Typography color="error" variant="body2" role="alert">
          L'enregistrement a échoué : réessayez.
        </Typography>
      ) : null}
    </>
  );
}
