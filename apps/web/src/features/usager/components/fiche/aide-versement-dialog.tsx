import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';

/** Spec §2: the help dialog reachable from the payout panel. */
export function AideVersementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="aide-versement-titre">
      <DialogTitle id="aide-versement-titre">Aide : Préparation de versement</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Cochez les postes à verser : seuls les postes dont le montant réel est positif sont proposés.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Choisissez une ou plusieurs dates dans le mois qui précède celui de la fiche. Le montant de chaque poste est
          réparti à parts égales entre les dates.
        </Typography>
        <Typography>
          Choisissez le moyen de paiement (espèces par défaut, ou virement), puis préparez le versement. Un versement
          préparé est ensuite déclaré versé, ou supprimé.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
