import { Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BlocAccueil } from '../../../../components/layout/bloc-accueil';
import { paths } from '../../../../config/paths';
import { libelleCompteur, useCompteursDemandes } from '../../../../lib/compteurs-demandes';
import { demandesAValiderQueryOptions } from '../../api/lister-demandes-a-valider';

/** Issue 25 panel: the requests waiting for a validation I may give (the header's red count). */
export function AValider() {
  const query = useCompteursDemandes();
  return (
    <BlocAccueil titre="À valider" query={query} lien={{ libelle: 'Ouvrir les demandes', to: paths.demandes }}>
      {(compteurs) => (
        <Typography sx={{ fontWeight: 600 }} data-testid="a-valider">
          {compteurs.aValider > 0 ? libelleCompteur(compteurs.aValider, 'à valider') : 'Aucune demande à valider'}
        </Typography>
      )}
    </BlocAccueil>
  );
}

const FICHES = { recherche: '', types: ['Fiches AIM'] } as const;

/** Issue 25 panel, where residents are managed: the AIM sheets waiting for my validation. */
export function FichesAValider() {
  const query = useInfiniteQuery(demandesAValiderQueryOptions(FICHES));
  const total = { ...query, data: query.data?.pages[0]?.total };
  return (
    <BlocAccueil
      titre="Fiches AIM à valider"
      query={total}
      lien={{ libelle: 'Ouvrir les demandes', to: paths.demandes }}
    >
      {(nombre) => (
        <Typography sx={{ fontWeight: 600 }} data-testid="fiches-a-valider">
          {nombre === 0 ? 'Aucune fiche à valider' : `${nombre} ${nombre > 1 ? 'fiches' : 'fiche'} à valider`}
        </Typography>
      )}
    </BlocAccueil>
  );
}
