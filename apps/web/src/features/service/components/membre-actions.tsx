import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { Membre, ServiceAbilities } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** What a member's action opens. */
export type ActionMembre = 'modifier' | 'remplacer' | 'retirer';

const ACTIONS: readonly { action: ActionMembre; titre: string; icone: typeof Edit }[] = [
  { action: 'modifier', titre: 'Modifier', icone: Edit },
  { action: 'remplacer', titre: 'Remplacer', icone: SwapHoriz },
  { action: 'retirer', titre: 'Retirer du service', icone: Delete },
];

interface MembreActionsProps {
  membre: Membre;
  abilities: Pick<ServiceAbilities, 'gererMembres' | 'voirFicheEmploye'>;
  onAction: (action: ActionMembre, membre: Membre) => void;
  /** Opens the member menu of the planning (leave, extra hours, training), when it offers something. */
  onMenu?: (membre: Membre, ancre: HTMLElement) => void;
}

/**
 * Spec §2.7 and §6: the employee record for establishment administrators (/employes is theirs),
 * edit, replace and remove for the service head or an administrator.
 */
export function MembreActions({ membre, abilities, onAction, onMenu }: MembreActionsProps) {
  if (!abilities.voirFicheEmploye && !abilities.gererMembres && !onMenu) return null;
  return (
    <Stack direction="row">
      {onMenu ? (
        <Tooltip title="Congés, heures supplémentaires, formation">
          <IconButton
            aria-label={`Autres actions ${membre.nomComplet}`}
            onClick={(event) => onMenu(membre, event.currentTarget)}
          >
            <MoreVert fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {abilities.voirFicheEmploye ? (
        <Tooltip title="Voir l'employé">
          <IconButton
            component={RouterLink}
            to={paths.employe(membre.employe.employeId)}
            aria-label={`Voir l'employé ${membre.nomComplet}`}
          >
            <OpenInNew fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {abilities.gererMembres
        ? ACTIONS.map(({ action, titre, icone: Icone }) => (
            <Tooltip key={action} title={titre}>
              <IconButton aria-label={`${titre} ${membre.nomComplet}`} onClick={() => onAction(action, membre)}>
                <Icone fontSize="small" />
              </IconButton>
            </Tooltip>
          ))
        : null}
    </Stack>
  );
}
