import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import {
  ajouterJours,
  jourMois,
  numeroSemaine,
  type PlanningSemaine,
  type Semaine,
  semaineDe,
} from '@roulement/contract';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { BlocAccueil, lecturesCombinees } from '../../../../components/layout/bloc-accueil';
import { paths } from '../../../../config/paths';
import { aujourdhui } from '../../../../lib/format';
import { planningServiceQueryOptions } from '../../api/lister-planning-service';
import { creneauxARemplacer } from '../../utils/accueil/accueil-planning';

/** Issue 25: the panel looks this many days ahead, today included. */
export const JOURS_A_REMPLACER = 14;
const MAX_LIGNES = 8;

/** The ISO weeks that hold the days from `du` to `au`. */
function semainesEntre(du: string, au: string): Semaine[] {
  const semaines: Semaine[] = [];
  for (let jour = du; jour <= au; jour = ajouterJours(jour, 7)) semaines.push(semaineDe(jour));
  const derniere = semaineDe(au);
  if (semaines.at(-1)?.semaine !== derniere.semaine) semaines.push(derniere);
  return semaines;
}

interface CreneauxARemplacerProps {
  /** The services I manage in the selected establishment. */
  services: readonly { serviceId: number; nom: string }[];
}

/**
 * Issue 25 panel: the slots « à remplacer » of the next 14 days in my services, read from each
 * service's weeks (the planning screen's own read, so its cache serves the next screen).
 */
export function CreneauxARemplacer({ services }: CreneauxARemplacerProps) {
  const du = aujourdhui();
  const au = ajouterJours(du, JOURS_A_REMPLACER - 1);
  const semaines = semainesEntre(du, au);
  const paires = services.flatMap((service) => semaines.map((semaine) => ({ service, semaine })));
  const lectures = useQueries({
    queries: paires.map(({ service, semaine }) => planningServiceQueryOptions(service.serviceId, semaine)),
  });
  const query = lecturesCombinees<PlanningSemaine, ReturnType<typeof creneauxARemplacer>>(lectures, (lues) =>
    creneauxARemplacer(
      lues.map((semaine, i) => ({ nom: paires[i]!.service.nom, semaine })),
      du,
      au,
    ),
  );
  return (
    <BlocAccueil
      titre="À remplacer dans les 14 jours"
      query={query}
      estVide={(liste) => liste.length === 0}
      messageVide="Aucun créneau à remplacer"
      lien={{ libelle: 'Tout voir dans « À couvrir »', to: paths.aCouvrir }}
    >
      {(liste) => (
        <>
          <List dense disablePadding aria-label="Créneaux à remplacer">
            {liste.slice(0, MAX_LIGNES).map(({ creneau, serviceNom, nomComplet }) => (
              <ListItem key={creneau.creneauId} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={paths.servicePlanning(creneau.serviceId, numeroSemaine(semaineDe(creneau.date)))}
                  sx={{ px: 0 }}
                >
                  <ListItemText
                    primary={`${jourMois(creneau.date)} ${creneau.heureDebut.toHeureMinute} – ${creneau.heureFin.toHeureMinute} · ${nomComplet}`}
                    secondary={serviceNom}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {liste.length > MAX_LIGNES ? (
            <Typography variant="body2" color="text.secondary">
              Et {liste.length - MAX_LIGNES} de plus
            </Typography>
          ) : null}
        </>
      )}
    </BlocAccueil>
  );
}
