import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { type PlanningSemaine, type PlanningUtilisateur, semaineDe } from '@roulement/contract';
import { useQueries } from '@tanstack/react-query';
import { BlocAccueil, lecturesCombinees } from '../../../../components/layout/bloc-accueil';
import { aujourdhui } from '../../../../lib/format';
import { useCreneauxUtilisateur } from '../../api/lister-creneaux-utilisateur';
import { planningServiceQueryOptions } from '../../api/lister-planning-service';
import { type CollegueDuJour, colleguesDuJour } from '../../utils/accueil/accueil-planning';

interface EquipeDuJour {
  serviceId: number;
  nom: string;
  collegues: CollegueDuJour[];
}

const equipes = (moi: PlanningUtilisateur, semaines: PlanningSemaine[], date: string): EquipeDuJour[] =>
  moi.services
    .map((s, i) => ({ serviceId: s.serviceId, nom: s.nom, collegues: colleguesDuJour(semaines[i]!, date, s.membreId) }))
    .filter((e) => e.collegues.length > 0);

const horaires = (c: CollegueDuJour) =>
  c.creneaux.map((cr) => `${cr.heureDebut.toHeureMinute} – ${cr.heureFin.toHeureMinute}`).join(', ');

/** Issue 25: who works today in my services, read from each service's week (the screen's own read). */
export function ColleguesDuJour({ utilisateurId }: { utilisateurId: number }) {
  const date = aujourdhui();
  const semaine = semaineDe(date);
  const moi = useCreneauxUtilisateur(utilisateurId, semaine);
  const services = useQueries({
    queries: (moi.data?.services ?? []).map((s) => planningServiceQueryOptions(s.serviceId, semaine)),
  });
  const query = lecturesCombinees<PlanningUtilisateur | PlanningSemaine, EquipeDuJour[]>(
    [moi, ...services],
    ([planning, ...semaines]) => equipes(planning as PlanningUtilisateur, semaines as PlanningSemaine[], date),
  );
  return (
    <BlocAccueil
      titre="Avec moi aujourd'hui"
      query={query}
      estVide={(liste) => liste.length === 0}
      messageVide="Personne d'autre ne travaille aujourd'hui dans vos services"
    >
      {(liste) =>
        liste.map((equipe) => (
          <div key={equipe.serviceId}>
            {liste.length > 1 ? (
              <Typography variant="body2" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
                {equipe.nom}
              </Typography>
            ) : null}
            <List dense disablePadding aria-label={`Équipe du jour : ${equipe.nom}`}>
              {equipe.collegues.map((c) => (
                <ListItem key={c.membreId} disableGutters>
                  <ListItemText primary={c.nomComplet} secondary={horaires(c)} />
                </ListItem>
              ))}
            </List>
          </div>
        ))
      }
    </BlocAccueil>
  );
}
