import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Spec §4: choosing another establishment in the header shows its services; a service of the
 * previous one stays no longer open beside them.
 */
export function useListeSiEtablissementChange(etablissementId: number | undefined) {
  const navigate = useNavigate();
  const precedent = useRef(etablissementId);
  useEffect(() => {
    if (precedent.current !== undefined && etablissementId !== precedent.current) navigate(paths.services);
    precedent.current = etablissementId;
  }, [etablissementId, navigate]);
}
