import ManageHistory from '@mui/icons-material/ManageHistory';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { Employe } from '@roulement/contract';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useOutlet, useParams } from 'react-router';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { UserAvatar } from '../../../features/auth/components/user-avatar';
import { ContratCard } from '../../../features/employe/components/contrat-card';
import { EmployeHeader } from '../../../features/employe/components/employe-header';
import { MembresList } from '../../../features/employe/components/membres-list';
import { SoldesList } from '../../../features/employe/components/soldes-list';
import { initialesDe } from '../../../lib/initiales';
import { useEmploye } from '../../../lib/lire-employe';
import { type DialogEmploye, EmployeDialogs } from './employe-dialogs';
import { routeDeSolde, soldeChoisi } from './solde-route';

/** The `:employeId` of the route, as a number (0 when unreadable: the API answers 404). */
export function useEmployeIdParam(): number {
  const { employeId } = useParams();
  const id = Number(employeId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Spec §2.11 employee page: balances, identity and plus menu, current contract; the sub-routes below. */
export function EmployePage() {
  const query = useEmploye(useEmployeIdParam());
  const outlet = useOutlet();
  return <QueryState query={query}>{(employe) => <EmployeVue employe={employe} outlet={outlet} />}</QueryState>;
}

function EmployeVue({ employe, outlet }: { employe: Employe; outlet: ReactNode }) {
  const navigate = useNavigate();
  const params = useParams();
  const { pathname } = useLocation();
  const [dialog, setDialog] = useState<DialogEmploye>(null);
  const { notify, snackbar } = useNotice();
  const { utilisateur } = employe;
  return (
    <>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '300px 1fr 320px' }, gap: 2, alignItems: 'start' }}
      >
        <Paper component="section" aria-label="Soldes de l'employé">
          <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            Soldes
          </Typography>
          <SoldesList
            employe={employe}
            selected={soldeChoisi(params, pathname)}
            onSelect={(typeId) => navigate(routeDeSolde(employe.employeId, typeId))}
          />
        </Paper>
        <Stack spacing={2}>
          <EmployeHeader
            employe={employe}
            avatar={
              <UserAvatar
                utilisateurId={utilisateur.utilisateurId}
                initiales={initialesDe(utilisateur.nomComplet)}
                size={96}
              />
            }
            onEdit={() => setDialog('modifier')}
            onAction={setDialog}
          />
          <MembresList membres={employe.membres} />
          {employe.abilities.modifier ? (
            <Box>
              <Button
                startIcon={<ManageHistory />}
                component={RouterLink}
                to={paths.employeHistorique(employe.employeId)}
              >
                Historique
              </Button>
            </Box>
          ) : null}
        </Stack>
        <ContratCard
          employe={employe}
          onAdd={() => setDialog('contrat')}
          onEdit={(contrat) => setDialog({ contrat })}
        />
      </Box>
      {outlet ? <Box sx={{ mt: 3 }}>{outlet}</Box> : null}
      <EmployeDialogs employe={employe} dialog={dialog} onClose={() => setDialog(null)} notify={notify} />
      {snackbar}
    </>
  );
}
