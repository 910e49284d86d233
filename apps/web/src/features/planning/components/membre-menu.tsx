import { Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import { type Membre, posePourMembre, type ServiceAbilities } from '@roulement/contract';
import { type ComponentType, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { aujourdhui } from '../../../lib/format';
import { AjoutCreneauDialog, type GenreAjout } from './service-planning/creneau-ajout-dialog';

/** The leave dialog of a member's employee: the page gives it, since it belongs to the leave domain. */
export type CongesMembre = ComponentType<{
  serviceId: number;
  /** The member's employee, or null when closed. */
  employeId: number | null;
  date: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}>;

/** What the member menu needs of the service's abilities (GET /service/:id). */
export type MembreMenuAbilities = Pick<ServiceAbilities, 'modifierPlanning' | 'poserConges' | 'voirFicheEmploye'>;

/** Whether the menu would offer anything: otherwise a member's name is not a button. */
export const membreMenuUtile = (a: MembreMenuAbilities): boolean =>
  a.modifierPlanning || a.poserConges || a.voirFicheEmploye;

interface MembreMenuProps {
  serviceId: number;
  abilities: MembreMenuAbilities;
  /** The member whose name was clicked, and where; null when closed. */
  cible: { membre: Membre; ancre: HTMLElement; date?: string } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  CongesMembre: CongesMembre;
}

type Choix = { membre: Membre; date: string } & ({ genre: GenreAjout } | { genre: 'conges' });

/**
 * Spec §2.7 « Member menu on planning and list »: leave, extra hours and training hours for the
 * service head or the establishment administrator (a head requests their own leave, decision 010),
 * the employee record for the administrator only. The dialogs outlive the menu.
 */
export function MembreMenu({ serviceId, abilities, cible, onClose, onSaved, CongesMembre }: MembreMenuProps) {
  const [choix, setChoix] = useState<Choix | null>(null);
  const session = useSession();
  const soiMeme = cible !== null && cible.membre.employe.utilisateur.utilisateurId === session?.utilisateurId;
  // The record link is the establishment administrator's ability: so is leave for oneself.
  const poserConges =
    abilities.poserConges && posePourMembre({ administrateur: abilities.voirFicheEmploye, chef: true }, soiMeme);
  const choisir = (genre: Choix['genre']) => {
    if (cible) setChoix({ genre, membre: cible.membre, date: cible.date ?? aujourdhui() });
    onClose();
  };
  const fermer = () => setChoix(null);
  return (
    <>
      <Menu anchorEl={cible?.ancre ?? null} open={cible !== null} onClose={onClose}>
        <ListSubheader sx={{ lineHeight: 2.5, fontWeight: 600 }}>{cible?.membre.nomComplet}</ListSubheader>
        <Divider />
        {poserConges ? <MenuItem onClick={() => choisir('conges')}>Poser des congés</MenuItem> : null}
        {abilities.modifierPlanning ? (
          <MenuItem onClick={() => choisir('heuresSupplementaires')}>Heures supplémentaires</MenuItem>
        ) : null}
        {abilities.modifierPlanning ? (
          <MenuItem onClick={() => choisir('formation')}>Heures de formation</MenuItem>
        ) : null}
        {abilities.voirFicheEmploye && cible ? (
          <MenuItem component={RouterLink} to={paths.employe(cible.membre.employe.employeId)}>
            Fiche employé
          </MenuItem>
        ) : null}
      </Menu>
      <CongesMembre
        serviceId={serviceId}
        employeId={choix?.genre === 'conges' ? choix.membre.employe.employeId : null}
        date={choix?.date ?? aujourdhui()}
        onClose={fermer}
        onSaved={onSaved}
      />
      <AjoutCreneauDialog
        serviceId={serviceId}
        genre={choix && choix.genre !== 'conges' ? choix.genre : null}
        membres={choix ? [choix.membre] : []}
        membreId={choix?.membre.membreId}
        date={choix?.date}
        onClose={fermer}
        onSaved={onSaved}
      />
    </>
  );
}
