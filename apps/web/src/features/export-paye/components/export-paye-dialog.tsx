import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Button, CircularProgress, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { ExportPayeQuerySchema, INFORMATION_OBLIGATOIRE } from '@roulement/contract';
import { useState } from 'react';
import { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { useFormulaire } from '../../../components/form/use-formulaire';
import type { Periode } from '../api/telecharger-exports';

export const CALCULS_EN_COURS = 'Calculs en cours';
export const TELECHARGEMENT_TERMINE = 'Téléchargement terminé';

const requis = z.string({ error: INFORMATION_OBLIGATOIRE }).min(1, { error: INFORMATION_OBLIGATOIRE });
/** Spec §5: 'Du' and 'Au' required; then the contract's rules (order, 31 days). */
const FormSchema = z.object({ _dateDebut: requis, _dateFin: requis }).pipe(ExportPayeQuerySchema);
type Saisie = z.input<typeof FormSchema>;

export interface ExportPayeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Fetches the file and hands it to the browser. */
  exporter: (periode: Periode) => Promise<void>;
}

/** Spec §4: the form, then 'Calculs en cours', then 'Téléchargement terminé' with Fermer; closing resets it. */
export function ExportPayeDialog({ open, onClose, exporter }: ExportPayeDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Export des éléments de paye">
      {(titleId) => <Etapes titleId={titleId} onClose={onClose} exporter={exporter} />}
    </FormDialog>
  );
}

function Etapes({ titleId, onClose, exporter }: Omit<ExportPayeDialogProps, 'open'> & { titleId: string }) {
  const [etat, setEtat] = useState<'formulaire' | 'calcul' | 'termine'>('formulaire');
  const { form, soumission } = useFormulaire<Saisie, Periode>({
    resolver: zodResolver(FormSchema),
    defaultValues: { _dateDebut: '', _dateFin: '' },
    envoyer: async (periode) => {
      setEtat('calcul');
      try {
        await exporter(periode);
      } catch (error) {
        setEtat('formulaire');
        throw error;
      }
      setEtat('termine');
    },
  });
  if (etat === 'calcul') {
    return (
      <DialogContent>
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} />
          <Typography>{CALCULS_EN_COURS}</Typography>
        </Stack>
      </DialogContent>
    );
  }
  if (etat === 'termine') {
    return (
      <>
        <DialogContent>
          <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CheckCircleOutlined color="success" />
            <Typography>{TELECHARGEMENT_TERMINE}</Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Fermer
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <DialogForm titleId={titleId} libelleValider="Exporter" onClose={onClose} {...soumission}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField control={form.control} name="_dateDebut" label="Du" vide="" required />
        <DateField control={form.control} name="_dateFin" label="Au" vide="" required />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Une ligne par employé : heures travaillées, supplémentaires, de nuit (21h-6h), du dimanche et des jours fériés,
        jours d'astreinte, jours de congés par type et repas pris pendant le travail. 31 jours au plus.
      </Typography>
    </DialogForm>
  );
}
