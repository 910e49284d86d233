import { Button, Paper, Stack, Typography } from '@mui/material';
import { formatHeureMinute } from '@roulement/contract';
import { useState } from 'react';
import { ColoredChip } from '../../../components/colored-chip';
import { DatePicker } from '../../../components/date-picker/date-picker';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { TimePicker } from '../../../components/time-picker/time-picker';
import { JoursFeriesList } from '../../../features/calendrier/components/jours-feries-list';
import { useDatesFeriees } from '../../../lib/use-dates-feriees';
import { SectionPage } from '../section-page';

const annee = new Date().getFullYear();
const ANNEES = [annee - 1, annee, annee + 1];

/** Spec §2.1 /test: the shared pickers and dialogs at work, with this year's holidays. */
export function TestPage() {
  const [debut, setDebut] = useState<number | null>(540);
  const [fin, setFin] = useState<number | null>(1020);
  const [date, setDate] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const feries = useDatesFeriees(ANNEES);

  return (
    <SectionPage title="Page de test">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper sx={{ p: 3, flex: 1, width: '100%' }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Horaires et dates
          </Typography>
          <Stack spacing={2}>
            <TimePicker label="Début" value={debut} onChange={setDebut} max={fin} required />
            <TimePicker label="Fin" value={fin} onChange={setFin} min={debut} required />
            <Typography variant="body2">
              {debut !== null && fin !== null
                ? `Créneau de ${formatHeureMinute(debut)} à ${formatHeureMinute(fin)}`
                : 'Créneau incomplet'}
            </Typography>
            <DatePicker label="Date" value={date} onChange={setDate} highlightedDates={feries} />
            <Stack direction="row" spacing={1}>
              <ColoredChip label="Congés payés" color="#1e88e5" />
              <ColoredChip label="Récupération" color="#ffd54f" />
            </Stack>
            <Button variant="outlined" onClick={() => setConfirmOpen(true)} sx={{ alignSelf: 'flex-start' }}>
              Ouvrir une confirmation
            </Button>
          </Stack>
        </Paper>
        <Paper sx={{ p: 3, flex: 1, width: '100%' }}>
          <Typography variant="h6" component="h2">
            Jours fériés {annee}
          </Typography>
          <JoursFeriesList annee={annee} />
        </Paper>
      </Stack>
      <ConfirmDialog
        open={confirmOpen}
        title="Confirmer l'action"
        message="Cette confirmation demande de saisir un texte exact."
        confirmationText="CONFIRMER"
        onConfirm={() => setConfirmOpen(false)}
        onClose={() => setConfirmOpen(false)}
      />
    </SectionPage>
  );
}
