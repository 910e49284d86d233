import EditCalendar from '@mui/icons-material/EditCalendar';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Settings from '@mui/icons-material/Settings';
import {
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import type { ModeAffichage } from '@roulement/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';

/** Spec §3 planning parameters; §4: day mode, absences hidden by default. */
export interface ParametresPlanning {
  mode: ModeAffichage;
  absences: boolean;
  repos: boolean;
  compteurs: boolean;
}

export const PARAMETRES_PAR_DEFAUT: ParametresPlanning = {
  mode: 'jour',
  absences: false,
  repos: false,
  compteurs: false,
};

const INTERRUPTEURS = [
  ['absences', 'Afficher les absences'],
  ['repos', 'Afficher les repos (RC/RH)'],
  ['compteurs', "Compteur d'heures"],
] as const;

interface ParametresMenuProps {
  serviceId: number;
  parametres: ParametresPlanning;
  onChange: (parametres: ParametresPlanning) => void;
  modifierModele: boolean;
  /** Absent while there is nothing to print. */
  onImprimer?: () => void;
}

/** The settings menu of the lateral panel (spec §2.8); the switches leave it open. */
export function ParametresMenu({ serviceId, parametres, onChange, modifierModele, onImprimer }: ParametresMenuProps) {
  const [ancre, setAncre] = useState<HTMLElement | null>(null);
  const fermer = () => setAncre(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Settings />}
        onClick={(event) => setAncre(event.currentTarget)}
        aria-haspopup="menu"
        fullWidth
      >
        Paramètres
      </Button>
      <Menu anchorEl={ancre} open={ancre !== null} onClose={fermer}>
        <MenuItem disableRipple sx={{ '&:hover': { bgcolor: 'transparent' } }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            fullWidth
            value={parametres.mode}
            onChange={(_event, mode: ModeAffichage | null) => mode && onChange({ ...parametres, mode })}
            aria-label="Affichage"
          >
            <ToggleButton value="jour">Jour</ToggleButton>
            <ToggleButton value="nuit">Nuit</ToggleButton>
          </ToggleButtonGroup>
        </MenuItem>
        {INTERRUPTEURS.map(([cle, libelle]) => (
          <MenuItem
            key={cle}
            role="menuitemcheckbox"
            aria-checked={parametres[cle]}
            onClick={() => onChange({ ...parametres, [cle]: !parametres[cle] })}
          >
            <ListItemText>{libelle}</ListItemText>
            {/* Drawn only: the menu item is the control, so a click toggles once. */}
            <Switch
              size="small"
              edge="end"
              checked={parametres[cle]}
              sx={{ pointerEvents: 'none', ml: 2 }}
              slotProps={{ input: { readOnly: true, tabIndex: -1, 'aria-hidden': true } }}
            />
          </MenuItem>
        ))}
        <Divider />
        {modifierModele ? (
          <MenuItem component={RouterLink} to={paths.modelePlanning(serviceId)}>
            <ListItemIcon>
              <EditCalendar fontSize="small" />
            </ListItemIcon>
            <ListItemText>Modifier le modèle</ListItemText>
          </MenuItem>
        ) : null}
        <MenuItem
          disabled={!onImprimer}
          onClick={() => {
            fermer();
            onImprimer?.();
          }}
        >
          <ListItemIcon>
            <PictureAsPdf fontSize="small" />
          </ListItemIcon>
          <ListItemText>Imprimer en PDF</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
