import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { Employe } from '@roulement/contract';
import type { ReactNode } from 'react';
import { Outlet, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { RecuperationDetails } from '../../../features/employe/components/recuperation-details';
import { SoldesList } from '../../../features/employe/components/soldes-list';
import { useSession } from '../../../lib/auth';
import { useEmployesUtilisateur } from '../../../lib/lister-employes-utilisateur';
import { CongesSoldeSection } from '../employes/conges-solde-section';
import { routeDeSoldeProfil } from '../employes/solde-route';

/** The signed-in user's employment records (GET /employe/utilisateur/:id). */
function useMesEmployes() {
  const session = useSession();
  return useEmployesUtilisateur(session?.utilisateurId ?? 0);
}

/** Spec §2.6 Soldes: one read-only balance list per employment record of the user. */
export function SoldesPage() {
  const { employeId } = useParams();
  const navigate = useNavigate();
  const query = useMesEmployes();
  if (employeId !== undefined) return <Outlet />;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Soldes
      </Typography>
      <QueryState query={query} isEmpty={(employes) => employes.length === 0} emptyMessage="Aucun solde à afficher">
        {(employes) => (
          <Stack spacing={2}>
            {employes.map((employe) => (
              <Paper key={employe.employeId} component="section" aria-label={employe.etablissement.raisonSociale}>
                <Typography variant="h6" component="h3" sx={{ px: 2, pt: 2 }}>
                  {employe.etablissement.raisonSociale}
                </Typography>
                <SoldesList
                  employe={employe}
                  onSelect={(typeId) => navigate(routeDeSoldeProfil(employe.employeId, typeId))}
                />
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
    </>
  );
}

/** A detail of one of the user's records, with the way back to the balances. */
function DetailDeMonEmploye({ children }: { children: (employe: Employe) => ReactNode }) {
  const { employeId } = useParams();
  const query = useMesEmployes();
  return (
    <Box>
      <Button startIcon={<ArrowBack />} component={RouterLink} to={paths.utilisateurSoldes} sx={{ mb: 1 }}>
        Retour aux soldes
      </Button>
      <QueryState query={query}>
        {(employes) => {
          const employe = employes.find((e) => String(e.employeId) === employeId);
          return employe ? children(employe) : <EmptyState message="Aucun solde à afficher" />;
        }}
      </QueryState>
    </Box>
  );
}

/** Spec §2.1 UtilisateurDetailsCongesSolde: the user's leave of one type, read-only. */
export function DetailsCongesSoldePage() {
  const congesTypeId = Number(useParams().congesTypeId);
  return (
    <DetailDeMonEmploye>
      {(employe) => <CongesSoldeSection employe={employe} congesTypeId={congesTypeId} lectureSeule />}
    </DetailDeMonEmploye>
  );
}

/** Spec §2.1 UtilisateurDetailsRecuperation. */
export function DetailsRecuperationPage() {
  return (
    <DetailDeMonEmploye>
      {(employe) => (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            Récupérations
          </Typography>
          <RecuperationDetails recuperations={employe.recuperations} />
        </>
      )}
    </DetailDeMonEmploye>
  );
}
