import { Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type Etablissement, hasPermission, type RoleHolder } from '@roulement/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { paths } from '../../../config/paths';
import { AstreintesTab as AstreintesOnglet } from '../../../features/astreinte/components/astreintes-tab';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { ExportPayeTab as ExportPaye } from '../../../features/export-paye/components/export-paye-tab';
import { RestaurationTab as Restauration } from '../../../features/repas/components/restauration-tab';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { SectionPage, SubSection } from '../section-page';

const TABS = [
  { label: 'Astreintes', to: paths.etablissementAstreintes },
  { label: 'Restauration', to: paths.etablissementRestauration },
  { label: 'Administration', to: paths.etablissementAdministration },
  { label: 'Export Paye', to: paths.etablissementExportPaye },
] as const;

/** §2.3 / §6: the pay export tab where the establishment has it (demo: 14), for its director or an accountant. */
export function voitExportPaye(user: RoleHolder, etablissement: Etablissement | null): boolean {
  if (!etablissement?.exportPaye) return false;
  return hasPermission(user, 'DIRECTEUR', etablissement) || hasPermission(user, 'COMPTABLE', etablissement);
}

/** Doc 2 §2.3: tabs chosen by the route; Administration only for the establishment's director. */
export function EtablissementPage() {
  const session = useSession();
  const { etablissement } = useEtablissementCourant();
  const { pathname } = useLocation();
  const directeur =
    session !== null &&
    etablissement !== null &&
    etablissement.etablissementId !== 0 &&
    hasPermission(roleHolderOf(session), 'DIRECTEUR', etablissement);
  const administrateur =
    session !== null &&
    etablissement !== null &&
    etablissement.etablissementId !== 0 &&
    hasPermission(roleHolderOf(session), 'ADMINISTRATEUR', etablissement);
  const exportPaye = session !== null && voitExportPaye(roleHolderOf(session), etablissement);
  const tabs = TABS.filter(
    (tab) =>
      (tab.to !== paths.etablissementAdministration || directeur) &&
      (tab.to !== paths.etablissementExportPaye || exportPaye),
  );
  const current = tabs.findIndex((tab) => pathname.startsWith(tab.to));
  return (
    <SectionPage title="Établissement">
      {etablissement ? (
        <Stack direction="row" sx={{ mt: -2, mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography color="text.secondary">{etablissement.raisonSociale}</Typography>
          {/* Issue 12: the association's leave rules, for its administrators. */}
          {administrateur ? (
            <Button component={RouterLink} to={paths.reglesConges}>
              Règles de congés
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Tabs value={current === -1 ? false : current} aria-label="Onglets de l'établissement">
        {tabs.map((tab) => (
          <Tab key={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
        ))}
      </Tabs>
    </SectionPage>
  );
}

/** Doc 2 §2.4: the on-call tab of the current establishment. */
export function AstreintesTab() {
  const { etablissement, query } = useEtablissementCourant();
  return (
    <>
      <SubSection title="Astreintes" />
      {etablissement ? (
        <AstreintesOnglet key={etablissement.etablissementId} etablissement={etablissement} />
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
  if (!etablissement || session === null || !voitExportPaye(roleHolderOf(session), etablissement)) return null;
  return <ExportPaye etablissementId={etablissement.etablissementId} />;
}
export const AdministrationTab = () => <SubSection title="Administration" />;
