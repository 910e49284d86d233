import Add from '@mui/icons-material/Add';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';

/** What the plus menu of the employee page offers (spec §2.11). */
export const ACTIONS_EMPLOYE = [
  { action: 'contrat', label: 'Ajouter un contrat' },
  { action: 'conges', label: 'Poser des congés' },
  { action: 'crediterConges', label: 'Créditer des congés' },
  { action: 'debiterConges', label: 'Débiter des congés' },
  { action: 'crediterHeures', label: 'Créditer des heures' },
  { action: 'debiterHeures', label: 'Débiter des heures' },
  { action: 'supprimer', label: "Supprimer l'employé" },
] as const;
export type ActionEmploye = (typeof ACTIONS_EMPLOYE)[number]['action'];

export function EmployeActionsMenu({ onAction }: { onAction: (action: ActionEmploye) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title="Actions">
        <IconButton
          color="primary"
          aria-label="Actions sur l'employé"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Add />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ACTIONS_EMPLOYE.map(({ action, label }) => (
          <MenuItem
            key={action}
            sx={action === 'supprimer' ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
