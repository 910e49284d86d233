import { Box, Paper, Stack, Typography } from '@mui/material';
import { dateFr, enCentimes, enEuros, type FicheAim } from '@roulement/contract';
import { QueryState } from '../../../../components/feedback/query-state';
import { useSoldesAvantFiche } from '../../api/soldes-avant-fiche';
import { MontantColore } from '../montant-colore';

const premierDuMois = (f: Pick<FicheAim, 'mois' | 'annee'>) => `${f.annee}-${String(f.mois).padStart(2, '0')}-01`;

/**
 * Spec 3 §7 « soldes avant une fiche »: what the resident had per item when the sheet's month
 * began, the ground its adjustments and payouts start from (decision 069).
 */
export function SoldesAvantFiche({ fiche }: { fiche: FicheAim }) {
  const query = useSoldesAvantFiche(fiche);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="soldes-avant-titre" sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="soldes-avant-titre" variant="h6" component="h2">
          Soldes avant la fiche
        </Typography>
        <Typography variant="body2" color="text.secondary">
          au {dateFr(premierDuMois(fiche))}
        </Typography>
      </Stack>
      <QueryState query={query} isEmpty={(s) => s.length === 0} emptyMessage="Aucun solde avant cette fiche">
        {(soldes) => (
          <Box
            component="ul"
            aria-label="Soldes avant la fiche"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}
          >
            {soldes.map((s) => (
              <Stack
                key={s.poste.posteAIMId}
                component="li"
                direction="row"
                sx={{ listStyle: 'none', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}
              >
                <Typography variant="body2">{s.poste.libelle}</Typography>
                <MontantColore montant={s.montant} variant="body2" />
              </Stack>
            ))}
            <Stack component="li" direction="row" sx={{ listStyle: 'none', gap: 1, px: 1.5, py: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                Total
              </Typography>
              <MontantColore montant={enEuros(soldes.reduce((t, s) => t + enCentimes(s.montant), 0))} variant="body2" />
            </Stack>
          </Box>
        )}
      </QueryState>
    </Paper>
  );
}
