import { Box, Link, Paper, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths, safeNextUrl } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useSession } from '../../../lib/auth';

/** Spec §2.4; a signed-in user is sent on to `nextUrl` or their planning. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = safeNextUrl(search.get('nextUrl')) ?? paths.planningUtilisateur;
  if (session) return <Navigate to={target} replace />;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={3}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main', textAlign: 'center' }}>
          Roulement
        </Typography>
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mb: 3 }}>
          Connexion
        </Typography>
        <LoginForm onSuccess={() => navigate(target, { replace: true })} />
        <Typography sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.motDePasseOublie}>
            Mot de passe oublié ?
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
