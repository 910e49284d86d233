import { Typography } from '@mui/material';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { type HistoriqueFiltres as Requete, useHistorique } from '../../../features/employe/api/lire-historique';
import {
  type FiltresHistorique,
  HistoriqueFiltres,
  SANS_FILTRE,
} from '../../../features/employe/components/historique-filtres';
import { HistoriqueTable, TAILLES_HISTORIQUE } from '../../../features/employe/components/historique-table';
import { useEmployeIdParam } from './employe-page';

function requeteDe(filtres: FiltresHistorique, page: number, taille: number): Requete {
  return {
    _page: page,
    _taille: taille,
    ...(filtres.entite ? { _entite: filtres.entite } : {}),
    ...(filtres.action ? { _action: filtres.action } : {}),
    ...(filtres.du ? { _du: filtres.du } : {}),
    ...(filtres.au ? { _au: filtres.au } : {}),
  };
}

/** The employee's 'Historique' (issue 11): every change that concerns them, newest first, filtered and paged. */
export function EmployeHistoriquePage() {
  const employeId = useEmployeIdParam();
  const [filtres, setFiltres] = useState<FiltresHistorique>(SANS_FILTRE);
  const [page, setPage] = useState(0);
  const [taille, setTaille] = useState<number>(TAILLES_HISTORIQUE[0]);
  const query = useHistorique(employeId, requeteDe(filtres, page, taille));
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Historique
      </Typography>
      <HistoriqueFiltres
        filtres={filtres}
        onChange={(f) => {
          setFiltres(f);
          setPage(0);
        }}
      />
      <QueryState query={query} isEmpty={(p) => p.total === 0} emptyMessage="Aucun historique">
        {(p) => (
          <HistoriqueTable
            page={p}
            onPageChange={setPage}
            onTailleChange={(t) => {
              setTaille(t);
              setPage(0);
            }}
          />
        )}
      </QueryState>
    </>
  );
}
