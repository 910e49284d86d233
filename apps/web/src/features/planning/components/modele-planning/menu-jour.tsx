import { Divider, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { DEMI_JOURNEE_STANDARD, dureeFr } from '@roulement/contract';
import type { EditionModele } from '../../api/editer-modele';
import type { Ouverture } from '../../hooks/modele-planning/actions-grille';
import { actionsRepos, type ContenuJour, libelleJour } from '../../utils/modele-planning/jours-modele';

type OuvertureMenuJour = Extract<Ouverture, { type: 'menuJour' }>;

interface MenuJourProps {
  ouverture: OuvertureMenuJour;
  nomMembre: string;
  contenu: ContenuJour;
  ouvrir: (ouverture: Ouverture) => void;
  lancer: (edition: EditionModele, succes: string) => void;
  onClose: () => void;
}

const TRAVAILLE = 'Le membre travaille ce jour-là';
const TROP_DE_TRAVAIL = `Plus de ${dureeFr(DEMI_JOURNEE_STANDARD)} de travail ce jour-là`;

/**
 * The menu of a member's day (spec §4): add a slot there, and the rest-day actions — create
 * (full day, or half day when the member works a little), switch half/full day, move, delete.
 */
export function MenuJour({ ouverture, nomMembre, contenu, ouvrir, lancer, onClose }: MenuJourProps) {
  const { cible, position, nouveauCreneau } = ouverture;
  const { repos } = contenu;
  const permis = actionsRepos(contenu);
  const agir = (action: () => void) => () => {
    onClose();
    action();
  };
  const poser = (demiJour: boolean) =>
    agir(() =>
      lancer(
        {
          type: 'creerRepos',
          body: { ordreSemaine: cible.ordre, jourId: cible.jourId, membreId: cible.membreId, demiJour },
        },
        demiJour ? 'Demi-journée de repos posée' : 'Jour de repos posé',
      ),
    );

  const itemsRepos = repos
    ? [
        // A half day becomes a full one, and a full day a half one.
        <MenuItem
          key="basculer"
          disabled={repos.demiJour && !permis.passerEnComplet}
          onClick={agir(() =>
            lancer(
              {
                type: 'modifierRepos',
                ordre: cible.ordre,
                modeleJourDeReposId: repos.modeleJourDeReposId,
                body: { ordreSemaine: cible.ordre, jourId: cible.jourId, demiJour: !repos.demiJour },
              },
              repos.demiJour ? 'Repos passé en journée complète' : 'Repos passé en demi-journée',
            ),
          )}
        >
          <ListItemText
            primary={repos.demiJour ? 'Passer en journée complète' : 'Passer en demi-journée'}
            secondary={repos.demiJour && !permis.passerEnComplet ? TRAVAILLE : null}
          />
        </MenuItem>,
        <MenuItem key="deplacer" onClick={agir(() => ouvrir({ type: 'deplacerRepos', repos }))}>
          Déplacer le repos…
        </MenuItem>,
        <MenuItem
          key="supprimer"
          onClick={agir(() =>
            lancer(
              { type: 'supprimerRepos', ordre: cible.ordre, modeleJourDeReposId: repos.modeleJourDeReposId },
              'Repos supprimé',
            ),
          )}
        >
          Supprimer le repos
        </MenuItem>,
      ]
    : [
        <MenuItem key="complet" disabled={!permis.poserComplet} onClick={poser(false)}>
          <ListItemText primary="Poser un jour de repos" secondary={permis.poserComplet ? null : TRAVAILLE} />
        </MenuItem>,
        <MenuItem key="demi" disabled={!permis.poserDemi} onClick={poser(true)}>
          <ListItemText
            primary="Poser une demi-journée de repos"
            secondary={permis.poserDemi ? null : TROP_DE_TRAVAIL}
          />
        </MenuItem>,
      ];

  return (
    <Menu open anchorReference="anchorPosition" anchorPosition={position} onClose={onClose}>
      <ListSubheader>
        {nomMembre} — {libelleJour(cible.jourId)}, semaine {cible.ordre}
      </ListSubheader>
      <MenuItem onClick={agir(() => ouvrir({ type: 'formulaireCreneau', usage: 'creer', valeurs: nouveauCreneau }))}>
        Ajouter un créneau
      </MenuItem>
      <Divider />
      {itemsRepos}
    </Menu>
  );
}
