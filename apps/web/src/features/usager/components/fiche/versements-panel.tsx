import { Paper, Stack } from '@mui/material';
import type { FicheAim } from '@roulement/contract';
import { QueryState } from '../../../../components/feedback/query-state';
import { usePreparation } from '../../api/versements';
import { PreparationVersementForm } from './preparation-versement';
import { VersementsList } from './versements-list';

/** Spec §2 step 2: the payout preparation on the payable lines, and the sheet's payouts. */
export function VersementsPanel({ fiche }: { fiche: FicheAim }) {
  const preparation = usePreparation(fiche.ficheAIMId);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={3}>
        {fiche.abilities.preparerVersement ? (
          <QueryState query={preparation}>
            {(p) => <PreparationVersementForm key={fiche.ficheAIMId} fiche={fiche} preparation={p} />}
          </QueryState>
        ) : null}
        <VersementsList fiche={fiche} />
      </Stack>
    </Paper>
  );
}
