import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { dateFr, type Service, ServiceFermerBodySchema } from '@roulement/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { useFermerService } from '../api/fermer-service';

interface FermetureServiceDialogProps {
  open: boolean;
  service: Service;
  onClose: () => void;
}

/** Spec §4 service close dialog: a required date, then, once sent, only a button to close it. */
export function FermetureServiceDialog({ open, service, onClose }: FermetureServiceDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title={`Fermer le service ${service.nom}`}>
      {(titleId) => <FermetureForm service={service} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}

function FermetureForm({ service, titleId, onClose }: Omit<FermetureServiceDialogProps, 'open'> & { titleId: string }) {
  const fermer = useFermerService(service.serviceId);
  const [fermeLe, setFermeLe] = useState<string | null>(null);
  // Not closed on success: the dialog then says what the closing did.
  const { form, soumission } = useFormulaire<
    z.input<typeof ServiceFermerBodySchema>,
    z.output<typeof ServiceFermerBodySchema>
  >({
    resolver: zodResolver(ServiceFermerBodySchema),
    defaultValues: { idDuServiceAFermer: service.serviceId },
    envoyer: async ({ dateDeFermeture }) => {
      await fermer.mutateAsync(dateDeFermeture);
      setFermeLe(dateDeFermeture);
    },
  });
  if (fermeLe) {
    return (
      <>
        <DialogContent>
          <DialogContentText>
            Le service {service.nom} est fermé après le {dateFr(fermeLe)}. Les heures de travail planifiées après cette
            date ont été supprimées.
          </DialogContentText>
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
    <DialogForm
      titleId={titleId}
      {...soumission}
      libelleValider="Fermer le service"
      couleurValider="warning"
      margeHaute={false}
      onClose={onClose}
    >
      <Alert severity="warning">
        La fermeture est définitive : toutes les heures de travail planifiées après la date choisie seront supprimées.
      </Alert>
      <DateField control={form.control} name="dateDeFermeture" label="Date de fermeture" required vide="" />
    </DialogForm>
  );
}
