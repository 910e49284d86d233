import { Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import type { EditionModele } from '../../api/editer-modele';
import type { Ouverture } from '../../hooks/modele-planning/actions-grille';
import { libelleJour } from '../../utils/modele-planning/jours-modele';

type OuvertureMenuCreneau = Extract<Ouverture, { type: 'menuCreneau' }>;

interface MenuCreneauProps {
  ouverture: OuvertureMenuCreneau;
  nomMembre: string;
  ouvrir: (ouverture: Ouverture) => void;
  lancer: (edition: EditionModele, succes: string) => void;
  onClose: () => void;
}

/** Spec §4: a template slot's update menu — update, copy (the form prefilled), delete. */
export function MenuCreneau({ ouverture, nomMembre, ouvrir, lancer, onClose }: MenuCreneauProps) {
  const { creneau, position } = ouverture;
  const valeurs = {
    ordreSemaine: creneau.ordreSemaine,
    jourId: creneau.jourId,
    membreId: creneau.membreId,
    heureDebut: creneau.heureDebut.valeur,
    heureFin: creneau.heureFin.valeur,
  };
  const agir = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu open anchorReference="anchorPosition" anchorPosition={position} onClose={onClose}>
      <ListSubheader>
        {nomMembre} — {libelleJour(creneau.jourId)}, semaine {creneau.ordreSemaine}, {creneau.heureDebut.toHeureMinute}{' '}
        – {creneau.heureFin.toHeureMinute}
      </ListSubheader>
      <MenuItem onClick={agir(() => ouvrir({ type: 'formulaireCreneau', usage: 'modifier', valeurs, creneau }))}>
        Modifier
      </MenuItem>
      <MenuItem onClick={agir(() => ouvrir({ type: 'formulaireCreneau', usage: 'copier', valeurs }))}>Copier</MenuItem>
      <Divider />
      <MenuItem
        onClick={agir(() =>
          lancer(
            {
              type: 'supprimerCreneau',
              ordre: creneau.ordreSemaine,
              modeleCreneauDeTravailId: creneau.modeleCreneauDeTravailId,
            },
            'Créneau supprimé',
          ),
        )}
      >
        Supprimer
      </MenuItem>
    </Menu>
  );
}
