import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { dateFr, type FicheAim } from '@roulement/contract';
import { messageOf } from '../../../../lib/api-client';
import { useVersementsADates } from '../../api/versements-a-date';
import { MontantColore } from '../montant-colore';
import { COULEURS_MOYEN } from './moyen-paiement';

/**
 * Spec 3 §7 « versements à une date »: for each date being chosen, the resident's payouts already
 * on that day, whatever their sheet, so that a payout is not prepared twice (decision 069).
 */
export function VersementsADate({ fiche, dates }: { fiche: FicheAim; dates: readonly string[] }) {
  const requetes = useVersementsADates(fiche, dates);
  if (dates.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="versements-a-date-titre">
      <Typography id="versements-a-date-titre" variant="subtitle2" component="h3">
        Versements déjà enregistrés à ces dates
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {dates.map((date, i) => {
          const q = requetes[i];
          return (
            <Box component="li" key={date} aria-label={`Le ${dateFr(date)}`} sx={{ listStyle: 'none', py: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                Le {dateFr(date)}
              </Typography>
              {!q || q.isPending ? (
                <Typography variant="body2" color="text.secondary" role="status">
                  Chargement…
                </Typography>
              ) : q.isError ? (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" size="small" onClick={() => void q.refetch()}>
                      Réessayer
                    </Button>
                  }
                >
                  {messageOf(q.error)}
                </Alert>
              ) : q.data.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Aucun versement
                </Typography>
              ) : (
                q.data.map((v) => (
                  <Stack key={v.versementId} direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      label={v.moyenDePaiement.libelle}
                      sx={COULEURS_MOYEN[v.moyenDePaiement.moyenDePaiementId]}
                    />
                    <MontantColore montant={v.montant} variant="body2" />
                    <Typography variant="body2" color="text.secondary">
                      {v.verse ? 'Versé' : 'En préparation'} ·{' '}
                      {v.lignesVersements.map((l) => l.posteAIM.libelle).join(', ')}
                    </Typography>
                  </Stack>
                ))
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
