import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useOutlet } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { useDispositifs } from '../../../features/etablissement/api/dispositifs';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { useServices } from '../../../features/service/api/lister-services';
import { useUsager } from '../../../features/usager/api/lire-usager';
import { useAccueils } from '../../../features/usager/api/lister-accueils';
import { useUsagers } from '../../../features/usager/api/lister-usagers';
import { AccueilCreationDialog } from '../../../features/usager/components/usagers/accueil-creation-dialog';
import { AccueilsList } from '../../../features/usager/components/usagers/accueils-list';
import { UsagerDetail } from '../../../features/usager/components/usagers/usager-detail';
import { UsagersList } from '../../../features/usager/components/usagers/usagers-list';
import { ApplicationUsagersExterne } from './application-externe';
import { useIdParam } from './use-id-param';

function ListeDeLEtablissement({ etablissementId }: { etablissementId: number }) {
  const query = useUsagers(etablissementId);
  return <QueryState query={query}>{(usagers) => <UsagersList usagers={usagers} />}</QueryState>;
}

/** Spec §2 /usagers: the residents of the header's establishment, the chosen one beside. */
export function UsagersPage() {
  const { etablissement } = useEtablissementCourant();
  const outlet = useOutlet();
  return (
    <ApplicationUsagersExterne>
      <PageContainer>
        <PageTitle title="Usagers" />
        {etablissement ? (
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, gap: 2, alignItems: 'start' }}
          >
            <ListeDeLEtablissement etablissementId={etablissement.etablissementId} />
            {outlet ?? <EmptyState message="Choisissez un usager dans la liste" />}
          </Box>
        ) : (
          <EmptyState message="Aucun établissement sélectionné" />
        )}
      </PageContainer>
    </ApplicationUsagersExterne>
  );
}

/** Spec §2 /usagers/{usagerId}: the resident, then the child route (stay history). */
export function UsagerPage() {
  const usagerId = useIdParam('usagerId');
  const query = useUsager(usagerId ?? 0);
  const outlet = useOutlet();
  if (usagerId === null) return <EmptyState message="Usager introuvable" />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <QueryState query={query}>{(usager) => <UsagerDetail usager={usager} />}</QueryState>
      {outlet}
    </Paper>
  );
}

/** 'Accueillir': a stay in a service of the resident's establishment, within a scheme's durations. */
function Accueillir({ usagerId, etablissementId }: { usagerId: number; etablissementId: number }) {
  const services = useServices(etablissementId);
  const dispositifs = useDispositifs(etablissementId);
  const [ouvert, setOuvert] = useState(false);
  const { notify, snackbar } = useNotice();
  return (
    <>
      <Button variant="contained" onClick={() => setOuvert(true)}>
        Accueillir
      </Button>
      <AccueilCreationDialog
        open={ouvert}
        usagerId={usagerId}
        services={(services.data ?? []).filter((s) => s.serviceId !== 0)}
        dispositifs={dispositifs.data?.dispositifs ?? []}
        onClose={() => setOuvert(false)}
        onCreated={() => {
          setOuvert(false);
          notify('Accueil créé');
        }}
      />
      {snackbar}
    </>
  );
}

/** historique-accueils-usager: the stays, and hosting the resident in a service. */
export function HistoriqueAccueilsUsagerPage() {
  const usagerId = useIdParam('usagerId') ?? 0;
  const usager = useUsager(usagerId);
  const accueils = useAccueils(usagerId);
  return (
    <Stack spacing={1} sx={{ mt: 3 }} component="section" aria-labelledby="historique-accueils-titre">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="historique-accueils-titre" variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          Historique d'accueil
        </Typography>
        {usager.data?.abilities.creerAccueil ? (
          <Accueillir usagerId={usagerId} etablissementId={usager.data.etablissementId} />
        ) : null}
      </Stack>
      <QueryState query={accueils}>{(liste) => <AccueilsList accueils={liste} />}</QueryState>
    </Stack>
  );
}

/** The liaison book lives in the external residents application only (decision 062). */
export function CarnetDeLiaisonPage() {
  return <EmptyState message="Le carnet de liaison n'est pas tenu dans cette application." />;
}
