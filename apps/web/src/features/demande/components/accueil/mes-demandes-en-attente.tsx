import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { DEMANDE_STATUT, type DemandeResume } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { BlocAccueil } from '../../../../components/layout/bloc-accueil';
import { paths } from '../../../../config/paths';
import { useMesDemandes } from '../../api/lister-mes-demandes';
import { periodeDemande, routeDemande } from '../../utils/libelles-demande';
import { DemandeCompteurs } from '../demande-compteurs';

/** At most this many on the home; the rest are one tap away on Demandes. */
const MAX_DEMANDES = 5;

/** My requests still waiting, oldest first: the first made is the first the employee waits for. */
export const mesDemandesEnAttente = (demandes: readonly DemandeResume[], utilisateurId: number): DemandeResume[] =>
  demandes
    .filter((d) => d.statut.demandeStatutId === DEMANDE_STATUT.EN_ATTENTE)
    .filter((d) => d.employe.utilisateurId === utilisateurId || d.createur?.utilisateurId === utilisateurId)
    .sort((a, b) => a.demandeId - b.demandeId);

/** Issue 25: the state of my pending requests, each with its validations given and awaited. */
export function MesDemandesEnAttente({ utilisateurId }: { utilisateurId: number }) {
  const query = useMesDemandes();
  return (
    <BlocAccueil
      titre="Mes demandes en attente"
      query={query}
      estVide={(demandes) => mesDemandesEnAttente(demandes, utilisateurId).length === 0}
      messageVide="Aucune demande en attente"
      lien={{ libelle: 'Toutes mes demandes', to: paths.demandes }}
    >
      {(demandes) => (
        <List dense disablePadding aria-label="Mes demandes en attente">
          {mesDemandesEnAttente(demandes, utilisateurId)
            .slice(0, MAX_DEMANDES)
            .map((d) => (
              <ListItem key={d.demandeId} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={routeDemande(d)}
                  sx={{ px: 0, flexWrap: 'wrap', columnGap: 1 }}
                >
                  <ListItemText primary={d.typeDemande} secondary={periodeDemande(d)} sx={{ flex: '1 1 10rem' }} />
                  <DemandeCompteurs demande={d} />
                </ListItemButton>
              </ListItem>
            ))}
        </List>
      )}
    </BlocAccueil>
  );
}
