import { Box, Typography } from '@mui/material';
import { decalerSemaine, libelleCreneau, type PlanningUtilisateur, semaineDe } from '@roulement/contract';
import { BlocAccueil, lecturesCombinees } from '../../../../components/layout/bloc-accueil';
import { useCreneauxUtilisateur } from '../../api/lister-creneaux-utilisateur';
import { prochainCreneau } from '../../utils/accueil/accueil-planning';
import { instantCourant, jourRelatif } from '../../utils/accueil/instant';

/**
 * Issue 25 « Mon planning is the home »: the slot in progress or the next one, looked for in this
 * week and the next (Sunday evening's next slot is on Monday).
 */
export function ProchainCreneau({ utilisateurId }: { utilisateurId: number }) {
  const maintenant = instantCourant();
  const semaine = semaineDe(maintenant.date);
  const courante = useCreneauxUtilisateur(utilisateurId, semaine);
  const suivante = useCreneauxUtilisateur(utilisateurId, decalerSemaine(semaine, 1));
  const query = lecturesCombinees([courante, suivante], (plannings) => plannings);
  return (
    <BlocAccueil
      titre="Prochain créneau"
      query={query}
      estVide={(plannings) => !trouver(plannings, maintenant)}
      messageVide="Aucun créneau prévu cette semaine ni la suivante"
    >
      {(plannings) => {
        const { creneau, planning } = trouver(plannings, maintenant)!;
        const service = planning.services.find((s) => s.serviceId === creneau.serviceId);
        const enCours = creneau.date === maintenant.date && creneau.heureDebut.valeur <= maintenant.minutes;
        return (
          <Box data-testid="prochain-creneau">
            <Typography sx={{ fontWeight: 600 }}>
              {enCours ? 'En cours' : jourRelatif(creneau.date, maintenant.date)}, {creneau.heureDebut.toHeureMinute} –{' '}
              {creneau.heureFin.toHeureMinute}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[service?.nom, creneau.type === 'CreneauDeTravail' ? null : libelleCreneau(creneau)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        );
      }}
    </BlocAccueil>
  );
}

function trouver(plannings: PlanningUtilisateur[], maintenant: ReturnType<typeof instantCourant>) {
  for (const planning of plannings) {
    const creneau = prochainCreneau(planning.creneaux, maintenant);
    if (creneau) return { creneau, planning };
  }
  return undefined;
}
