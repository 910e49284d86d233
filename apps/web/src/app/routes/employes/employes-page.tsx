import PersonAdd from '@mui/icons-material/PersonAdd';
import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useOutlet } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { RechercheField } from '../../../components/form/recherche-field';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { UserAvatar } from '../../../features/auth/components/user-avatar';
import { useEmployesRecherches } from '../../../features/employe/api/rechercher-employes';
import { EmployesList } from '../../../features/employe/components/employes-list';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { initialesDe } from '../../../lib/initiales';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec §2.11 list page; its child routes (creation, one employee) replace it on screen. */
export function EmployesPage() {
  const outlet = useOutlet();
  const { etablissement } = useEtablissementCourant();
  if (outlet) return <PageContainer>{outlet}</PageContainer>;
  return (
    <PageContainer>
      <PageTitle
        title="Employés"
        actions={
          <>
            <Button startIcon={<UploadFile />} component={RouterLink} to={paths.importer}>
              Importer
            </Button>
            <Button variant="contained" startIcon={<PersonAdd />} component={RouterLink} to={paths.employeCreate()}>
              Ajouter
            </Button>
          </>
        }
      />
      {etablissement ? (
        <EmployesDe etablissementId={etablissement.etablissementId} />
      ) : (
        <EmptyState message="Aucun établissement sélectionné" />
      )}
    </PageContainer>
  );
}

function EmployesDe({ etablissementId }: { etablissementId: number }) {
  const [recherche, setRecherche] = useState('');
  // Spec §9: the employee search waits 500 ms after the last key.
  const texte = useDebouncedValue(recherche, 500);
  const query = useEmployesRecherches(etablissementId, texte);
  return (
    <>
      <RechercheField
        label="Rechercher un employé"
        value={recherche}
        onChange={setRecherche}
        sx={{ mb: 1, maxWidth: 480 }}
      />
      <Box sx={{ height: 4, mb: 1 }}>{query.isFetching && !query.isPending ? <LinearProgress /> : null}</Box>
      <QueryState
        query={query}
        isEmpty={(employes) => employes.length === 0}
        emptyMessage={
          texte.trim() ? 'Aucun employé ne correspond à la recherche' : 'Aucun employé dans cet établissement'
        }
      >
        {(employes) => (
          <EmployesList
            employes={employes}
            avatar={(u) => <UserAvatar utilisateurId={u.utilisateurId} initiales={initialesDe(u.nomComplet)} />}
          />
        )}
      </QueryState>
    </>
  );
}
