import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { MODELE_AIM_MANQUANT, type ServiceConcerne } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';

interface ModeleManquantDialogProps {
  service: ServiceConcerne | null;
  /** Head of the service or establishment administrator (spec §6): may declare the template. */
  peutDeclarer: boolean;
  onClose: () => void;
}

/** Spec §8 ModeleAimManquantException: the hosting service has no template, advice by role. */
export function ModeleManquantDialog({ service, peutDeclarer, onClose }: ModeleManquantDialogProps) {
  const email = service?.chefDeService?.email;
  return (
    <Dialog open={service !== null} onClose={onClose} aria-labelledby="modele-manquant-titre">
      <DialogTitle id="modele-manquant-titre">Absence de modèle d'aim</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{MODELE_AIM_MANQUANT}</Typography>
        {service && peutDeclarer ? (
          <Alert severity="info">
            Déclarez le modèle d'aide individuelle mensuelle du service {service.nom} dans ses paramètres.
          </Alert>
        ) : service ? (
          <Alert severity="info">
            Informez le chef du service {service.nom} qu'il doit déclarer le modèle d'aide individuelle mensuelle
            {email ? (
              <>
                {' : '}
                <Link href={`mailto:${email}`}>{email}</Link>
              </>
            ) : null}
            .
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler la création</Button>
        {service && peutDeclarer ? (
          <Button variant="contained" component={RouterLink} to={paths.serviceModeleAim(service.serviceId)}>
            Déclarer le modele
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
