import { Box, Button, Fade, Stack } from '@mui/material';
import { ANIMATION_ETAPE_MS, type EtablissementScope, type FicheAim, type PosteAim } from '@roulement/contract';
import { useState } from 'react';
import { useCreationFiche } from '../../hooks/use-creation-fiche';
import { ModeleManquantDialog } from '../finances/modele-manquant-dialog';
import { AjustementsPanel } from './ajustements-panel';
import { FicheRendu } from './fiche-rendu';
import { SelecteurFiche } from './selecteur-fiche';
import { SoldesAvantFiche } from './soldes-avant-fiche';
import { VersementsPanel } from './versements-panel';

interface FicheEditeurProps {
  fiche: FicheAim;
  postes: readonly PosteAim[];
  etablissement: EtablissementScope;
}

const grille = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2 };

/** Spec §2 sheet editor: step 1 adjustments beside the sheet, step 2 the sheet and the payouts. */
export function FicheEditeur({ fiche, postes, etablissement }: FicheEditeurProps) {
  const [etape, setEtape] = useState<1 | 2>(1);
  const creation = useCreationFiche(etablissement);
  return (
    <Stack spacing={2}>
      <SelecteurFiche
        key={fiche.ficheAIMId}
        fiche={fiche}
        creerSuivante={() => creation.lancer(fiche.usager.usagerId)}
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Button variant={etape === 1 ? 'contained' : 'outlined'} disabled={etape === 1} onClick={() => setEtape(1)}>
          Voir les ajustements
        </Button>
        <Button variant={etape === 2 ? 'contained' : 'outlined'} disabled={etape === 2} onClick={() => setEtape(2)}>
          Voir les versements
        </Button>
      </Stack>
      <SoldesAvantFiche fiche={fiche} />
      <Fade key={etape} in timeout={ANIMATION_ETAPE_MS}>
        <Box sx={grille}>
          {etape === 1 ? (
            <>
              <AjustementsPanel fiche={fiche} postes={postes} />
              <FicheRendu fiche={fiche} />
            </>
          ) : (
            <>
              <FicheRendu fiche={fiche} modeVersement />
              <VersementsPanel fiche={fiche} />
            </>
          )}
        </Box>
      </Fade>
      <ModeleManquantDialog
        service={creation.sansModele}
        peutDeclarer={creation.peutDeclarer}
        onClose={creation.fermer}
      />
    </Stack>
  );
}
