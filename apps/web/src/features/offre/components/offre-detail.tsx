import type { Offre } from '@roulement/contract';
import { useEffect, useRef } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { useAgirSurOffre } from '../api/agir-sur-offre';
import { useOffre } from '../api/lire-offres';
import { OffreCarte } from './offre-carte';

/** A candidate who has not answered yet is seen opening it (the « vue » step), once per page. */
function useMarquerVue(offre: Offre | undefined) {
  const { mutate } = useAgirSurOffre();
  const fait = useRef(false);
  useEffect(() => {
    if (!offre || fait.current || !offre.abilities.repondre || offre.maReponse !== null) return;
    fait.current = true;
    mutate({ etape: 'vue', offreId: offre.offreId });
  }, [offre, mutate]);
}

/** Issue 27: the page an offer's e-mail and push lead to. */
export function OffreDetail({ offreId }: { offreId: number }) {
  const query = useOffre(offreId);
  useMarquerVue(query.data);
  return <QueryState query={query}>{(offre) => <OffreCarte offre={offre} />}</QueryState>;
}
