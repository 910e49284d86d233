import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { dateFr, type Service, ServiceFermerBodySchema } from '@roulement/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateField } from '../../../components/form/date-field';
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
  const form = useForm<z.input<typeof ServiceFermerBodySchema>, unknown, z.output<typeof ServiceFermerBodySchema>>({
    resolver: zodResolver(ServiceFermerBodySchema),
    defaultValues: { idDuServiceAFermer: service.serviceId },
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
  const submit = form.handleSubmit(({ dateDeFermeture }) =>
    fermer.mutate(dateDeFermeture, { onSuccess: () => setFermeLe(dateDeFermeture) }),
  );
  return (
    <DialogForm
      titleId={titleId}
      onSubmit={submit}
      libelleValider="Fermer le service"
      couleurValider="warning"
      pending={fermer.isPending}
      erreur={fermer.error}
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
