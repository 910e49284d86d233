import Add from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { aujourdhui } from '../../../lib/format';
import { useReglesTravail } from '../api/lire-regles-travail';
import { regleEnVigueur } from '../utils/regles-travail';
import { RegleTravailDialog } from './regle-travail-dialog';
import { ReglesTravailEnVigueur } from './regles-travail-en-vigueur';
import { ReglesTravailVersions } from './regles-travail-versions';

/**
 * Issue 27 (decision 109): the rules every candidate to a slot is checked against, as dated
 * versions of the association. The head office's administrators add a version; the others read.
 */
export function ReglesTravail({ associationId }: { associationId: number }) {
  const regles = useReglesTravail(associationId);
  const [ouvert, setOuvert] = useState(false);
  const { notify, snackbar } = useNotice();
  return (
    <QueryState query={regles}>
      {(r) => {
        const enVigueur = regleEnVigueur(r.versions, aujourdhui());
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {r.abilities.creer ? (
              <Box>
                <Button variant="contained" startIcon={<Add />} onClick={() => setOuvert(true)} sx={{ minHeight: 44 }}>
                  Nouvelle version
                </Button>
              </Box>
            ) : null}
            <ReglesTravailEnVigueur regle={enVigueur} />
            <Typography variant="h6" component="h2">
              Historique
            </Typography>
            {r.versions.length === 0 ? (
              <Typography color="text.secondary">
                Aucune version écrite : les candidats sont vérifiés selon la loi et la CCN 66.
              </Typography>
            ) : (
              <ReglesTravailVersions versions={r.versions} enVigueur={enVigueur} />
            )}
            <RegleTravailDialog
              associationId={associationId}
              depart={r.versions[0] ?? enVigueur}
              open={ouvert}
              onClose={() => setOuvert(false)}
              onSaved={notify}
            />
            {snackbar}
          </Box>
        );
      }}
    </QueryState>
  );
}
