import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useId } from 'react';
import { LienTelephone } from '../../../components/lien-telephone';
import { messageOf } from '../../../lib/api-client';
import { useActualiserRedirections } from '../api/actualiser-redirections';

interface RedirectionsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §2.1: forward each establishment's emergency number to today's on-call person. */
export function RedirectionsDialog({ open, onClose }: RedirectionsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Actualiser les redirections</DialogTitle>
      {open ? <Actualisation onClose={onClose} /> : null}
    </Dialog>
  );
}

function Actualisation({ onClose }: { onClose: () => void }) {
  const actualiser = useActualiserRedirections();
  const redirections = actualiser.data?.redirections;
  return (
    <>
      <DialogContent>
        <DialogContentText>
          Le numéro d'urgence de chaque établissement sera renvoyé vers le téléphone professionnel de la personne
          d'astreinte du jour.
        </DialogContentText>
        {redirections && redirections.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            Aucun établissement n'a de numéro d'urgence.
          </Alert>
        ) : null}
        {redirections && redirections.length > 0 ? (
          <List dense aria-label="Redirections">
            {redirections.map((r) => (
              <ListItem key={r.etablissementId}>
                <ListItemText
                  primary={
                    <>
                      {`Établissement ${r.etablissementId} : `}
                      <LienTelephone numero={r.numeroUrgence} />
                      {' → '}
                      {r.numeroDeRenvoi ? <LienTelephone numero={r.numeroDeRenvoi} /> : '—'}
                    </>
                  }
                  secondary={r.statut === 'REUSSIE' ? 'Redirection faite' : `Échec : ${r.erreur ?? ''}`}
                  slotProps={{ secondary: { color: r.statut === 'REUSSIE' ? 'success.main' : 'error' } }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
        {actualiser.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(actualiser.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button variant="contained" loading={actualiser.isPending} onClick={() => actualiser.mutate()}>
          Actualiser
        </Button>
      </DialogActions>
    </>
  );
}
