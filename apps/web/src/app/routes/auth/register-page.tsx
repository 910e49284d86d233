import { Link, Paper } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { SectionPage } from '../section-page';

/** Spec §2.5: on success, continue with the employee record of the new user. */
export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <SectionPage title="Inscription">
      <Paper sx={{ p: 3, maxWidth: 520 }}>
        <RegisterForm onSuccess={(utilisateur) => navigate(paths.employeCreate(utilisateur.email))} />
        <Link component={RouterLink} to={paths.connexion} sx={{ display: 'inline-block', mt: 2 }}>
          Retour à la connexion
        </Link>
      </Paper>
    </SectionPage>
  );
}
