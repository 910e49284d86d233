import { Box, Typography } from '@mui/material';
import { BlocAccueil } from '../../../components/layout/bloc-accueil';
import { paths } from '../../../config/paths';
import { useACouvrir } from '../api/lire-a-couvrir';

const compte = (n: number) => (n > 1 ? `${n} créneaux` : `${n} créneau`);

/** Issue 27 counters on the home of those who cover absences: the next 28 days, one read. */
export function CompteursACouvrir({ etablissementId }: { etablissementId: number }) {
  const query = useACouvrir(etablissementId);
  return (
    <BlocAccueil
      titre="À couvrir dans les 28 jours"
      query={query}
      lien={{ libelle: 'Voir les créneaux à couvrir', to: paths.aCouvrir }}
    >
      {({ creneaux }) => (
        <Box data-testid="compteurs-a-couvrir">
          <Typography variant="h5" component="p">
            {compte(creneaux.length)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            dont {creneaux.filter((c) => c.nuit).length} de nuit · {creneaux.filter((c) => !c.offreEnCours).length} sans
            offre
          </Typography>
        </Box>
      )}
    </BlocAccueil>
  );
}
