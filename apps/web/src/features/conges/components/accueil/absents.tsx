import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { jourMois, joursDeSemaine, semaineDe } from '@roulement/contract';
import { BlocAccueil } from '../../../../components/layout/bloc-accueil';
import { paths } from '../../../../config/paths';
import { aujourdhui } from '../../../../lib/format';
import { useApercuTrimestriel } from '../../api/lire-apercu-trimestriel';
import { type Absent, absentsParmi } from '../../utils/accueil/absents';

function Liste({ titre, absents, vide }: { titre: string; absents: Absent[]; vide: string }) {
  return (
    <>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
        {titre}
      </Typography>
      {absents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {vide}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={titre}>
          {absents.map((a) => (
            <ListItem key={a.employeId} disableGutters sx={{ py: 0 }}>
              <ListItemText primary={a.nomComplet} secondary={a.jours.map((j) => jourMois(j)).join(', ')} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/**
 * Issue 25 panel: who is on leave today, then later this week, in the establishment. The overview
 * starting this week (the « Tableau des congés » read) holds both.
 */
export function Absents({ etablissementId }: { etablissementId: number }) {
  const date = aujourdhui();
  const semaine = semaineDe(date);
  const query = useApercuTrimestriel(etablissementId, semaine);
  const suite = joursDeSemaine(semaine).filter((j) => j > date);
  return (
    <BlocAccueil titre="Absents" query={query} lien={{ libelle: 'Tableau des congés', to: paths.tableauDesConges }}>
      {(apercu) => (
        <>
          <Liste titre="Aujourd'hui" absents={absentsParmi(apercu, [date])} vide="Personne n'est absent aujourd'hui" />
          {suite.length > 0 ? (
            <Liste
              titre="Le reste de la semaine"
              absents={absentsParmi(apercu, suite)}
              vide="Personne d'autre cette semaine"
            />
          ) : null}
        </>
      )}
    </BlocAccueil>
  );
}
