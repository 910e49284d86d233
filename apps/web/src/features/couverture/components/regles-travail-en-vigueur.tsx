import { Box, Card, CardContent, Typography } from '@mui/material';
import type { RegleTravail } from '@roulement/contract';
import {
  DUREES_REGLE,
  dureeEnHeures,
  HEURES_COMPLEMENTAIRES,
  JOURS_CONSECUTIFS,
  LIBELLES_PART,
} from '../utils/regles-travail';

/** Each rule of a version as a line (label, value, source): readable on a phone, unlike a wide table. */
function lignesDeRegle(regle: RegleTravail) {
  return [
    ...DUREES_REGLE.map(({ champ, libelle, source }) => ({ libelle, valeur: dureeEnHeures(regle[champ]), source })),
    { ...JOURS_CONSECUTIFS, valeur: `${regle.joursConsecutifsMax} jours` },
    { ...HEURES_COMPLEMENTAIRES, valeur: LIBELLES_PART[regle.partHeuresComplementaires] },
  ];
}

/** The version the candidates are checked against today, with where each figure comes from. */
export function ReglesTravailEnVigueur({ regle }: { regle: RegleTravail }) {
  const titre =
    regle.dateDebut === null
      ? 'En vigueur : les valeurs de la loi et de la CCN 66 (aucune version écrite)'
      : `En vigueur depuis le ${regle.dateDebut.split('-').reverse().join('/')}`;
  return (
    <Card variant="outlined" component="section" aria-label="Règles en vigueur">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {titre}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {lignesDeRegle(regle).map(({ libelle, valeur, source }) => (
            <Box key={libelle}>
              <Typography component="dt">{libelle}</Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {valeur}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {source}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
