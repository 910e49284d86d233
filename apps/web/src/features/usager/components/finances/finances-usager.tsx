import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { EtablissementScope, HistoriqueUsager, PosteAimId } from '@roulement/contract';
import { useState } from 'react';
import { basculerFiltre, fichesDuPoste, mouvementsDuPoste } from '../../utils/filtre-poste';
import { ActionFiche } from './action-fiche';
import { FichesColonne } from './fiches-colonne';
import { MouvementsColonne } from './mouvements-colonne';
import { SoldesColonne } from './soldes-colonne';

interface FinancesUsagerProps {
  historique: HistoriqueUsager;
  etablissement: EtablissementScope;
}

/** Spec §2 resident history screen: balances, sheets and movements, and the sheet action. */
export function FinancesUsager({ historique: h, etablissement }: FinancesUsagerProps) {
  const [filtre, setFiltre] = useState<PosteAimId | null>(null);
  const libelleFiltre = h.soldes.find((s) => s.poste.posteAIMId === filtre)?.poste.libelle ?? filtre;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {h.usager.etatCivil.nomComplet}
        </Typography>
        {filtre ? (
          <Chip icon={<FilterAltIcon />} label={libelleFiltre} onDelete={() => setFiltre(null)} color="primary" />
        ) : null}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        <SoldesColonne
          soldes={h.soldes}
          totalSoldes={h.totalSoldes}
          filtre={filtre}
          onFiltre={(poste) => setFiltre((actuel) => basculerFiltre(actuel, poste))}
        />
        <FichesColonne fiches={fichesDuPoste(h.fiches, filtre)} />
        <MouvementsColonne groupes={mouvementsDuPoste(h.mouvements, filtre)} soldes={h.soldes} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, position: 'sticky', bottom: 0 }}>
        <ActionFiche historique={h} etablissement={etablissement} />
      </Paper>
    </Stack>
  );
}
