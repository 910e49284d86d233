import Publish from '@mui/icons-material/Publish';
import { Box, Button, Typography } from '@mui/material';
import type { Publication } from '@roulement/contract';
import { dateLongue } from '../../../../lib/format';

interface BlocPublicationProps {
  publications: readonly Publication[];
  peutPublier: boolean;
  onPublier: () => void;
}

/** Spec §2.9 publication block: the publication in force, and the button to publish again. */
export function BlocPublication({ publications, peutPublier, onPublier }: BlocPublicationProps) {
  const derniere = publications[0];
  return (
    <Box component="section" aria-labelledby="titre-publication">
      <Typography id="titre-publication" variant="subtitle1" component="h2">
        Publication
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {derniere
          ? `Appliqué depuis le ${dateLongue(derniere.dateMiseEnApplication).toLowerCase()}, en commençant par la semaine ${derniere.debutCyclePublication}.`
          : 'Ce modèle n’a pas encore été publié.'}
      </Typography>
      {peutPublier ? (
        <Button variant="contained" startIcon={<Publish />} onClick={onPublier} fullWidth>
          Publier
        </Button>
      ) : null}
    </Box>
  );
}
