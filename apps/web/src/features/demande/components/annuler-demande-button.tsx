import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { useAnnulerDemande } from '../api/annuler-demande';

/** Spec §2.8 Cancel: the creator (or an Administrateur) withdraws a pending request, after confirming. */
export function AnnulerDemandeButton({ demandeId }: { demandeId: number }) {
  const [ouvert, setOuvert] = useState(false);
  const annuler = useAnnulerDemande();
  const fermer = () => {
    setOuvert(false);
    annuler.reset();
  };
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOuvert(true)}>
        Annuler la demande
      </Button>
      <ConfirmDialog
        open={ouvert}
        title="Annuler la demande"
        message="La demande sera annulée et ses validations abandonnées. Cette action est définitive."
        confirmLabel="Annuler la demande"
        cancelLabel="Retour"
        confirmColor="error"
        pending={annuler.isPending}
        error={annuler.isError ? messageOf(annuler.error) : null}
        onConfirm={() => annuler.mutate(demandeId, { onSuccess: () => setOuvert(false) })}
        onClose={fermer}
      />
    </>
  );
}
