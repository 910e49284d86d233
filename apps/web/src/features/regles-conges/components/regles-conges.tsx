import Add from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { aujourdhui } from '../../../lib/format';
import { useReglesConges } from '../api/lire-regles-conges';
import { RegleCongesDialog } from './regle-conges-dialog';
import { ReglesCongesVersions } from './regles-conges-versions';

/**
 * Issue 12: the association's leave rules as dated versions. The head office's administrators
 * add a version from a date; the others read the history.
 */
export function ReglesConges({ associationId }: { associationId: number }) {
  const regles = useReglesConges(associationId);
  const [ouvert, setOuvert] = useState(false);
  const { notify, snackbar } = useNotice();
  return (
    <QueryState query={regles}>
      {(r) => (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography sx={{ flex: 1 }}>{r.association}</Typography>
            {r.abilities.creer ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setOuvert(true)}>
                Nouvelle version
              </Button>
            ) : null}
          </Box>
          {r.versions.length === 0 ? (
            <Typography color="text.secondary">
              Aucune règle de congés : les congés ne peuvent pas être crédités avant l’ajout d’une version.
            </Typography>
          ) : (
            <ReglesCongesVersions versions={r.versions} aujourdhui={aujourdhui()} />
          )}
          <RegleCongesDialog
            associationId={associationId}
            derniere={r.versions[0]}
            open={ouvert}
            onClose={() => setOuvert(false)}
            onSaved={notify}
          />
          {snackbar}
        </>
      )}
    </QueryState>
  );
}
