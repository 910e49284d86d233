import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { ajouterJours, jourMois } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { BlocAccueil } from '../../../components/layout/bloc-accueil';
import { paths } from '../../../config/paths';
import { aujourdhui } from '../../../lib/format';
import { useACouvrir } from '../api/lire-a-couvrir';
import { horaire } from '../utils/a-couvrir';

/** Issue 25: the panel looks this many days ahead, today included. */
const JOURS = 14;
const MAX_LIGNES = 8;

/**
 * Issue 25 panel, read from « À couvrir » (issue 27): one request for the establishment, the same
 * one as the 28-day counters beside it, instead of every managed service's weeks. Each slot opens
 * its ranked candidates.
 */
export function ARemplacerQuatorzeJours({ etablissementId }: { etablissementId: number }) {
  const query = useACouvrir(etablissementId);
  const au = ajouterJours(aujourdhui(), JOURS - 1);
  const lecture = {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    data: query.data?.creneaux.filter((c) => c.date <= au),
  };
  return (
    <BlocAccueil
      titre="À remplacer dans les 14 jours"
      query={lecture}
      estVide={(liste) => liste.length === 0}
      messageVide="Aucun créneau à remplacer"
      lien={{ libelle: 'Tout voir dans « À couvrir »', to: paths.aCouvrir }}
    >
      {(liste) => (
        <>
          <List dense disablePadding aria-label="Créneaux à remplacer">
            {liste.slice(0, MAX_LIGNES).map((c) => (
              <ListItem key={c.creneauId} disablePadding>
                <ListItemButton component={RouterLink} to={paths.candidatsCreneau(c.creneauId)} sx={{ px: 0 }}>
                  <ListItemText primary={`${jourMois(c.date)} ${horaire(c)} · ${c.nomComplet}`} secondary={c.service} />
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
