import { Button, Stack } from '@mui/material';
import { type DemandeFicheAimContenu, MOIS_FR } from '@roulement/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatEuros } from '../../../lib/format';
import { Champ } from './champ';

/** Spec 3 §2 validation request of type Fiches AIM: its figures and the two ways to the sheet. */
export function ContenuFicheAim({ ficheAim: f }: { ficheAim: DemandeFicheAimContenu }) {
  return (
    <Stack spacing={2}>
      <Champ label="Usager">{f.usagerNomComplet}</Champ>
      <Champ label="Service">{f.serviceNom}</Champ>
      <Champ label="Fiche">{`Fiche pour ${MOIS_FR[f.mois - 1]} ${f.annee}`}</Champ>
      <Champ label="Nombre d'ajustements">{f.nombreAjustements}</Champ>
      <Champ label="Total mensuel">{formatEuros(f.totalMensuel)}</Champ>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to={paths.ficheAim(f.ficheAIMId)}>
          Visionner la fiche
        </Button>
        <Button variant="outlined" component={Link} to={paths.financesUsager(f.usagerId)}>
          Voir les finances de l'usager
        </Button>
      </Stack>
    </Stack>
  );
}
