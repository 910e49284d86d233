import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Refresh from '@mui/icons-material/Refresh';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { FluxCalendrier } from '@roulement/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { messageOf } from '../../../lib/api-client';
import { useFluxCalendrier } from '../api/lire-flux-calendrier';
import { useRegenererFluxCalendrier } from '../api/regenerer-flux-calendrier';
import { adresseWebcal } from '../utils/adresse-webcal';

/** The profile's « Calendrier » card: the private iCalendar addresses to subscribe to from a phone. */
export function CalendrierCard({ username }: { username: string }) {
  const flux = useFluxCalendrier(username);
  return (
    <Paper sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="calendrier-titre">
      <Typography variant="h6" component="h3" id="calendrier-titre">
        Calendrier
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Abonnez l'agenda de votre téléphone à cette adresse privée pour y voir vos créneaux et vos congés, du mois passé
        aux douze prochains. Ne la partagez pas : qui la connaît voit votre planning.
      </Typography>
      <QueryState query={flux}>{(data) => <Adresses flux={data} username={username} />}</QueryState>
    </Paper>
  );
}

function Adresses({ flux, username }: { flux: FluxCalendrier; username: string }) {
  const regenerer = useRegenererFluxCalendrier(username);
  const [confirmer, setConfirmer] = useState(false);
  const { notify, snackbar } = useNotice();
  const copier = async (adresse: string) => {
    try {
      await navigator.clipboard.writeText(adresse);
      notify('Adresse copiée');
    } catch {
      // A browser without clipboard access (plain http, permission refused): the field stays selectable.
      notify("Copie impossible : sélectionnez l'adresse et copiez-la");
    }
  };
  return (
    <>
      <Stack spacing={2}>
        <Adresse label="Mes créneaux et congés" adresse={flux.planning} onCopier={copier} />
        {flux.absences ? <Adresse label="Absences de mes services" adresse={flux.absences} onCopier={copier} /> : null}
      </Stack>
      <Box sx={{ mt: 2 }}>
        <Button startIcon={<Refresh />} onClick={() => setConfirmer(true)}>
          Régénérer
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmer}
        title="Régénérer l'adresse du calendrier"
        message="Une nouvelle adresse remplace l'actuelle, qui cessera aussitôt de fonctionner : les agendas abonnés devront l'être à nouveau."
        confirmLabel="Régénérer"
        pending={regenerer.isPending}
        error={regenerer.isError ? messageOf(regenerer.error) : null}
        onClose={() => {
          setConfirmer(false);
          regenerer.reset();
        }}
        onConfirm={() =>
          regenerer.mutate(undefined, {
            onSuccess: () => {
              setConfirmer(false);
              notify('Nouvelle adresse créée');
            },
          })
        }
      />
      {snackbar}
    </>
  );
}

function Adresse({ label, adresse, onCopier }: { label: string; adresse: string; onCopier: (a: string) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={label}
        value={adresse}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button startIcon={<ContentCopy />} onClick={() => onCopier(adresse)} aria-label={`Copier : ${label}`}>
          Copier
        </Button>
        <Button
          variant="contained"
          startIcon={<EventAvailable />}
          href={adresseWebcal(adresse)}
          aria-label={`S'abonner au calendrier : ${label}`}
        >
          S'abonner au calendrier
        </Button>
      </Stack>
    </Stack>
  );
}
