import FaceIcon from '@mui/icons-material/Face';
import Face3Icon from '@mui/icons-material/Face3';
import { Avatar, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { type Accueil, AUCUN_ACCUEIL, dateFr, type Usager } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';

/** « Du 01/03/2026 au 30/06/2026 », or « Depuis le 01/03/2026 » for an open stay. */
export const datesAccueil = (a: Pick<Accueil, 'dateDeDebutDAccueil' | 'dateDeFinDAccueil'>): string =>
  a.dateDeFinDAccueil
    ? `Du ${dateFr(a.dateDeDebutDAccueil)} au ${dateFr(a.dateDeFinDAccueil)}`
    : `Depuis le ${dateFr(a.dateDeDebutDAccueil)}`;

/** Spec §2 resident detail: avatar by genre, name, the finances link and the current stay. */
export function UsagerDetail({ usager: u }: { usager: Usager }) {
  return (
    <Stack spacing={2} component="section" aria-label={u.etatCivil.nomComplet}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar sx={{ width: 56, height: 56 }} role="img" aria-label={u.genre === 'M' ? 'Avatar Mr' : 'Avatar'}>
          {u.genre === 'M' ? <FaceIcon /> : <Face3Icon />}
        </Avatar>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {u.etatCivil.nomComplet}
        </Typography>
        {u.abilities.voirFinances ? (
          <Link component={RouterLink} to={paths.financesUsager(u.usagerId)}>
            Finances usager
          </Link>
        ) : null}
      </Stack>
      {u.accueilActuel ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3">
              Service d'accueil actuel : {u.accueilActuel.serviceDAccueil.nom}
            </Typography>
            <Typography color="text.secondary">{datesAccueil(u.accueilActuel)}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Typography color="text.secondary">{AUCUN_ACCUEIL}</Typography>
      )}
      <Box>
        <Button variant="outlined" component={RouterLink} to={paths.historiqueAccueils(u.usagerId)}>
          Voir l'historique d'accueil
        </Button>
      </Box>
    </Stack>
  );
}
