import { Box, Typography, useTheme } from '@mui/material';
import {
  CERCLES_CANDIDAT,
  type CercleCandidat,
  type ChiffresMois,
  LIBELLES_CERCLES_CANDIDAT,
} from '@roulement/contract';

const MOIS = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];
const HAUTEUR = 160;

/**
 * Stacked bars, one per month: the slots covered by each circle, then those left uncovered. Drawn
 * with boxes (no chart library for twelve bars); the table below carries the same figures for
 * screen readers, so the chart is hidden from them.
 */
export function ChiffresGraphique({ mois }: { mois: readonly ChiffresMois[] }) {
  const theme = useTheme();
  const couleurs: Record<CercleCandidat | 'nonCouverts', string> = {
    SERVICE: theme.palette.primary.main,
    ETABLISSEMENT: theme.palette.info.main,
    ASSOCIATION: theme.palette.secondary.main,
    VACATAIRE: theme.palette.success.main,
    nonCouverts: theme.palette.error.light,
  };
  const max = Math.max(1, ...mois.map((m) => m.aCouvrir));
  const parts = (m: ChiffresMois) => [
    ...CERCLES_CANDIDAT.map((c) => ({ cle: c, valeur: m.parCercle[c] })),
    { cle: 'nonCouverts' as const, valeur: m.nonCouverts },
  ];
  return (
    <Box aria-hidden sx={{ mb: 3 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 0.5, alignItems: 'end' }}>
        {mois.map((m, i) => (
          <Box key={m.mois} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 0 }}>
            <Box sx={{ height: HAUTEUR, width: '100%', display: 'flex', flexDirection: 'column-reverse' }}>
              {parts(m).map((p) => (
                <Box
                  key={p.cle}
                  title={`${p.valeur}`}
                  sx={{ height: (HAUTEUR * p.valeur) / max, bgcolor: couleurs[p.cle], width: '100%' }}
                />
              ))}
            </Box>
            <Typography variant="caption">{MOIS[i]}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        {[...CERCLES_CANDIDAT, 'nonCouverts' as const].map((cle) => (
          <Box key={cle} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 12, height: 12, bgcolor: couleurs[cle] }} />
            <Typography variant="caption">
              {cle === 'nonCouverts' ? 'Non couverts' : LIBELLES_CERCLES_CANDIDAT[cle]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
