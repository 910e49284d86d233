import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { QueryState } from '../../../components/feedback/query-state';
import { messageOf } from '../../../lib/api-client';
import { useModifierReglageOffres } from '../api/agir-sur-offre';
import { useOffresEtablissement } from '../api/lire-offres';
import { OffreCarte } from './offre-carte';

/**
 * Issue 27, for the head of service: the offers sent for the services they cover, each service's
 * « Confirmer les acceptations » setting, and the offers' confirm and withdraw buttons.
 */
export function OffresEnvoyees({ etablissementId }: { etablissementId: number }) {
  const query = useOffresEtablissement(etablissementId);
  const reglage = useModifierReglageOffres(etablissementId);
  return (
    <QueryState query={query}>
      {(data) => (
        <Stack spacing={2} component="section" aria-label="Offres envoyées">
          <Typography variant="h6" component="h2">
            Offres envoyées
          </Typography>
          <Stack>
            {data.reglages.map((r) => (
              <FormControlLabel
                key={r.serviceId}
                sx={{ minHeight: 44 }}
                label={`${r.nom} : confirmer les acceptations`}
                control={
                  <Switch
                    checked={r.confirmerAcceptations}
                    disabled={reglage.isPending}
                    onChange={(_e, confirmerAcceptations) =>
                      reglage.mutate({ serviceId: r.serviceId, confirmerAcceptations })
                    }
                  />
                }
              />
            ))}
            {reglage.isError ? <Typography color="error">{messageOf(reglage.error)}</Typography> : null}
          </Stack>
          {data.offres.length === 0 ? (
            <Typography color="text.secondary">Aucune offre envoyée</Typography>
          ) : (
            data.offres.map((o) => <OffreCarte key={o.offreId} offre={o} />)
          )}
        </Stack>
      )}
    </QueryState>
  );
}
