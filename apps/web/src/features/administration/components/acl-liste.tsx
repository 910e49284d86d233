import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useAcl } from '../api/lister-acl';

const TAILLE = 20;

/** Beside the refresh, what the roles are now (GET /acl), a page at a time. */
export function AclListe() {
  const titreId = useId();
  const [page, setPage] = useState(0);
  const query = useAcl(page, TAILLE);
  const data = query.data;
  return (
    <Box component="section" aria-labelledby={titreId}>
      <Typography id={titreId} variant="subtitle1" component="h3">
        ACLs actuelles
      </Typography>
      <Box sx={{ height: 4 }}>
        {query.isFetching && data ? <LinearProgress aria-label="Chargement des ACLs" /> : null}
      </Box>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? null : data.total === 0 ? (
        <EmptyState message="Aucune ACL : lancez une mise à jour" />
      ) : (
        <>
          <Table size="small" aria-labelledby={titreId} sx={{ '& td': { overflowWrap: 'anywhere' } }}>
            <TableHead>
              <TableRow>
                <TableCell>Utilisateur</TableCell>
                <TableCell>Rôle</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}>
              {data.elements.map((acl) => (
                <TableRow key={`${acl.utilisateurId}-${acl.role}`}>
                  <TableCell>{acl.username}</TableCell>
                  <TableCell>{acl.role}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={data.page}
            rowsPerPage={TAILLE}
            rowsPerPageOptions={[]}
            onPageChange={(_, p) => setPage(p)}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
            getItemAriaLabel={(type) => (type === 'next' ? 'Page suivante' : 'Page précédente')}
          />
        </>
      )}
    </Box>
  );
}
