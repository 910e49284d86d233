import { Typography } from '@mui/material';
import { lundiDeLaSemaineDe } from '@roulement/contract';
import { BlocAccueil } from '../../../../components/layout/bloc-accueil';
import { aujourdhui } from '../../../../lib/format';
import { usePlanningAstreinte } from '../../api/lire-planning-astreinte';
import { astreinteDuJour } from '../../utils/astreinte-du-jour';

/**
 * Issue 25: who is on call today in the selected establishment. The month read is the one of this
 * week's Monday, the month whose grid holds the week.
 */
export function AstreinteDuJour({
  etablissementId,
  raisonSociale,
}: {
  etablissementId: number;
  raisonSociale: string;
}) {
  const date = aujourdhui();
  const [annee, mois] = lundiDeLaSemaineDe(date).split('-').map(Number);
  const query = usePlanningAstreinte(etablissementId, annee!, mois!);
  return (
    <BlocAccueil titre="D'astreinte aujourd'hui" query={query}>
      {(planning) => {
        const nom = astreinteDuJour(planning, date);
        return (
          <>
            <Typography sx={{ fontWeight: 600 }} data-testid="astreinte-du-jour">
              {nom ?? "Personne n'est d'astreinte aujourd'hui"}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {raisonSociale}
            </Typography>
          </>
        );
      }}
    </BlocAccueil>
  );
}
