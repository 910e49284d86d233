import { Button, Tab, Tabs } from '@mui/material';
import { couvreAbsences, hasPermission } from '@roulement/contract';
import { Navigate, Link as RouterLink, useLocation, useOutlet } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../components/feedback/query-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { AstreintesTab as AstreintesOnglet } from '../../../features/astreinte/components/astreintes-tab';
import { ChiffresCouverture } from '../../../features/couverture/components/chiffres-couverture';
import { useEtablissementDetail } from '../../../features/etablissement/api/etablissement-admin';
import { AdministrationEtablissement } from '../../../features/etablissement/components/administration-etablissement';
import { EtablissementsPanel } from '../../../features/etablissement/components/etablissements-panel';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { ongletsEtablissement } from '../../../features/etablissement/utils/onglets-etablissement';
import { ExportPayeTab as ExportPaye } from '../../../features/export-paye/components/export-paye-tab';
import { RestaurationTab as Restauration } from '../../../features/repas/components/restauration-tab';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { SubSection } from '../section-page';
import { MaitreDetail } from './associations-pages';

const TABS = [
  { label: 'Astreintes', to: paths.etablissementAstreintes },
  { label: 'Restauration', to: paths.etablissementRestauration },
  { label: 'Administration', to: paths.etablissementAdministration },
  { label: 'Export Paye', to: paths.etablissementExportPaye },
  { label: 'Couverture', to: paths.etablissementCouverture },
] as const;

/**
 * Doc 2 §2.3: the establishments on the side ('Créer' for the Administrateur), the chosen one
 * titled by its raisonSociale, its tabs chosen by the route.
 */
export function EtablissementPage() {
  const session = useSession();
  const { query, etablissements, etablissement, choisir } = useEtablissementCourant();
  const { pathname } = useLocation();
  const { notify, snackbar } = useNotice();
  const outlet = useOutlet();
  const user = session ? roleHolderOf(session) : null;
  const onglets = user ? ongletsEtablissement(user, etablissement) : { administration: false, exportPaye: false };
  const administrateur =
    user !== null &&
    etablissement !== null &&
    etablissement.etablissementId !== 0 &&
    hasPermission(user, 'ADMINISTRATEUR', etablissement);
  const couvreDesAbsences = user !== null && etablissement !== null && couvreAbsences(user, etablissement);
  const tabs = TABS.filter(
    (tab) =>
      (tab.to !== paths.etablissementAdministration || onglets.administration) &&
      (tab.to !== paths.etablissementExportPaye || onglets.exportPaye) &&
      (tab.to !== paths.etablissementCouverture || couvreDesAbsences),
  );
  const current = tabs.findIndex((tab) => pathname.startsWith(tab.to));
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  // The tab follows the setting: another establishment chosen, or the setting turned off.
  if (pathname.startsWith(paths.etablissementExportPaye) && !onglets.exportPaye) {
    return <Navigate to={paths.etablissementAstreintes} replace />;
  }
  return (
    <PageContainer>
      <PageTitle
        title={etablissement?.raisonSociale ?? 'Établissement'}
        actions={
          // Issues 12 and 27: the association's leave and working-time rules, for its administrators.
          administrateur || couvreDesAbsences ? (
            <>
              {couvreDesAbsences ? (
                <Button component={RouterLink} to={paths.aCouvrir}>
                  À couvrir
                </Button>
              ) : null}
              {administrateur ? (
                <>
                  <Button component={RouterLink} to={paths.reglesConges}>
                    Règles de congés
                  </Button>
                  <Button component={RouterLink} to={paths.reglesTravail}>
                    Règles du temps de travail
                  </Button>
                </>
              ) : null}
            </>
          ) : undefined
        }
      />
      <MaitreDetail
        panneau={
          <EtablissementsPanel
            etablissements={etablissements}
            onChoisir={choisir}
            choisiId={etablissement?.etablissementId ?? null}
            onCreated={(cree) => {
              notify('Établissement créé');
              choisir(cree.etablissementId);
            }}
          />
        }
      >
        {etablissement ? (
          <>
            <Tabs value={current === -1 ? false : current} aria-label="Onglets de l'établissement" variant="scrollable">
              {tabs.map((tab) => (
                <Tab key={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
              ))}
            </Tabs>
            {outlet}
          </>
        ) : (
          <EmptyState message="Aucun établissement sélectionné" />
        )}
      </MaitreDetail>
      {snackbar}
    </PageContainer>
  );
}

/** Doc 2 §2.4: the on-call tab of the current establishment. */
export function AstreintesTab() {
  const { etablissement, query } = useEtablissementCourant();
  return (
    <>
      <SubSection title="Astreintes" />
      {etablissement ? (
        <AstreintesOnglet etablissement={etablissement} />
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <EmptyState message="Aucun établissement" />
      )}
    </>
  );
}
export function RestaurationTab() {
  const { etablissement } = useEtablissementCourant();
  return etablissement ? (
    <Restauration key={etablissement.etablissementId} etablissementId={etablissement.etablissementId} />
  ) : null;
}

/** The route is guarded by the tab's own rule: someone else reaching the address sees nothing to export. */
export function ExportPayeTab() {
  const session = useSession();
  const { etablissement } = useEtablissementCourant();
  if (!etablissement || session === null || !ongletsEtablissement(roleHolderOf(session), etablissement).exportPaye) {
    return null;
  }
  return <ExportPaye etablissementId={etablissement.etablissementId} />;
}

/** Issue 27: how well the establishment's absences were covered, for those who cover them. */
export function CouvertureTab() {
  const session = useSession();
  const { etablissement } = useEtablissementCourant();
  if (!etablissement || session === null || !couvreAbsences(roleHolderOf(session), etablissement)) return null;
  return <ChiffresCouverture key={etablissement.etablissementId} etablissementId={etablissement.etablissementId} />;
}

/** Spec §2.3 Administration tab: director, accountants and accommodation schemes. */
export function AdministrationTab() {
  const { etablissement } = useEtablissementCourant();
  const { notify, snackbar } = useNotice();
  const query = useEtablissementDetail(etablissement?.etablissementId);
  if (!etablissement) return null;
  return (
    <>
      <QueryState query={query}>
        {(detail) => (
          <AdministrationEtablissement key={detail.etablissementId} etablissement={detail} onSaved={notify} />
        )}
      </QueryState>
      {snackbar}
    </>
  );
}
