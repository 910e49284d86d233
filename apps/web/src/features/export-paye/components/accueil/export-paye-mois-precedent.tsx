import Download from '@mui/icons-material/Download';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { messageOf } from '../../../../lib/api-client';
import { aujourdhui } from '../../../../lib/format';
import { telechargerPayeEtablissement } from '../../api/telecharger-exports';
import { moisPrecedent } from '../../utils/mois-precedent';

/** Issue 25, the accountant's home: last month's payroll export of the establishment, in one tap. */
export function ExportPayeMoisPrecedent({ etablissementId }: { etablissementId: number }) {
  const titreId = useId();
  const periode = moisPrecedent(aujourdhui());
  const [pending, setPending] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const telecharger = async () => {
    setPending(true);
    setErreur(null);
    try {
      await telechargerPayeEtablissement(etablissementId, periode);
    } catch (error) {
      setErreur(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper component="section" aria-labelledby={titreId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" id={titreId} sx={{ fontWeight: 700, mb: 1 }}>
        Export de paye
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button variant="contained" startIcon={<Download />} loading={pending} onClick={() => void telecharger()}>
          Exporter {periode.libelle}
        </Button>
        {erreur ? <Alert severity="error">{erreur}</Alert> : null}
      </Stack>
    </Paper>
  );
}
