import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { aujourdhui } from '../../../lib/format';
import { telechargerBudgetFeries } from '../api/telecharger-exports';
import { anneeBudget } from '../utils/telecharger';

/** Spec §2.2 'Budget Fériés': downloads next year's public-holiday hours of the association. */
export function BudgetFeriesBouton({ associationId }: { associationId: number }) {
  const [pending, setPending] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const telecharger = async () => {
    setPending(true);
    setErreur(null);
    try {
      await telechargerBudgetFeries(associationId, anneeBudget(aujourdhui()));
    } catch (error) {
      setErreur(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" loading={pending} onClick={() => void telecharger()}>
        Budget Fériés
      </Button>
      {erreur ? <Alert severity="error">{erreur}</Alert> : null}
    </Stack>
  );
}
