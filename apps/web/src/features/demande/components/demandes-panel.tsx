import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { DemandeResume } from '@roulement/contract';
import { useState } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useCompteursDemandes } from '../../../lib/compteurs-demandes';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDemandesAValider } from '../api/lister-demandes-a-valider';
import { useMesDemandes } from '../api/lister-mes-demandes';
import { FILTRES_VIDES, filtrerDemandes, sectionsMesDemandes, typesDesFiltres } from '../utils/filtrer-demandes';
import { DemandeList } from './demande-list';
import { DemandesAValider } from './demandes-a-valider';
import { DemandesFiltres } from './demandes-filtres';

type Onglet = 'a-valider' | 'mes-demandes';

/** The server searches 'À valider' (decision 046): one request per pause in the typing. */
const DELAI_RECHERCHE_MS = 300;

/**
 * Spec §2.7: the filters, the tab 'À valider' (only when it holds requests; first, as it is what a
 * validator came for, decision 042) and the tab 'Mes demandes' with its two sections. 'À valider'
 * is paged and filtered by the server; 'Mes demandes' is one list filtered here.
 */
export function DemandesPanel({ selectedId }: { selectedId?: number | undefined }) {
  const [filtres, setFiltres] = useState(FILTRES_VIDES);
  const recherche = useDebouncedValue(filtres.recherche, DELAI_RECHERCHE_MS);
  const aValider = useDemandesAValider({ recherche, types: typesDesFiltres(filtres.types) });
  const compteurs = useCompteursDemandes();
  const mesDemandes = useMesDemandes();
  const [choix, setChoix] = useState<Onglet | null>(null);
  // Waiting for both keeps the tabs from jumping when 'À valider' arrives.
  if (aValider.isPending || mesDemandes.isPending) return <LoadingState />;
  // The unfiltered count keeps the tab while a search finds nothing; the list, while the count lags.
  const avecAValider = (compteurs.data?.aValider ?? 0) > 0 || (aValider.data?.pages[0]?.elements.length ?? 0) > 0;
  const onglet: Onglet = avecAValider ? (choix ?? 'a-valider') : 'mes-demandes';
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <DemandesFiltres filtres={filtres} onChange={setFiltres} />
        {aValider.isError ? <ErrorState error={aValider.error} onRetry={() => void aValider.refetch()} /> : null}
        <Tabs
          value={onglet}
          onChange={(_, valeur: Onglet) => setChoix(valeur)}
          aria-label="Demandes"
          variant="fullWidth"
        >
          {avecAValider ? <Tab value="a-valider" label="À valider" id="onglet-a-valider" /> : null}
          <Tab value="mes-demandes" label="Mes demandes" id="onglet-mes-demandes" />
        </Tabs>
        <Box role="tabpanel" aria-labelledby={`onglet-${onglet}`}>
          {onglet === 'a-valider' ? (
            <DemandesAValider
              query={aValider}
              filtree={filtres.recherche.trim() !== '' || filtres.types.length > 0}
              selectedId={selectedId}
            />
          ) : mesDemandes.isError ? (
            <ErrorState error={mesDemandes.error} onRetry={() => void mesDemandes.refetch()} />
          ) : (
            <MesDemandes demandes={filtrerDemandes(mesDemandes.data, filtres)} selectedId={selectedId} />
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

function MesDemandes({ demandes, selectedId }: { demandes: DemandeResume[]; selectedId?: number | undefined }) {
  const { enAttente, historique } = sectionsMesDemandes(demandes);
  return (
    <Stack spacing={2}>
      <section aria-labelledby="section-en-attente">
        <Typography id="section-en-attente" variant="h6" component="h3">
          En attente
        </Typography>
        <DemandeList
          label="En attente"
          demandes={enAttente}
          emptyMessage="Aucune demande en attente"
          selectedId={selectedId}
        />
      </section>
      <section aria-labelledby="section-historique">
        <Typography id="section-historique" variant="h6" component="h3">
          Historique
        </Typography>
        <DemandeList
          label="Historique"
          demandes={historique}
          emptyMessage="Aucune demande dans l'historique"
          selectedId={selectedId}
        />
      </section>
    </Stack>
  );
}
