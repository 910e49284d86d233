import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
} from '@mui/material';
import type { EmployeAstreinte } from '@roulement/contract';
import { useId, useState } from 'react';
import { largeurDialogue } from '../../../components/dialogs/largeur-dialogue';
import { useEmployes } from '../../../lib/lister-employes';

export interface ChoixAstreinteDialogProps {
  open: boolean;
  /** What is being assigned: « Mardi 03/03/2026 » or « Semaine 10 ». */
  titre: string;
  etablissementId: number;
  /** The on-call employees (those of the year summary). */
  employes: readonly EmployeAstreinte[];
  actuel: number | null;
  enCours: boolean;
  onChoisir: (employeId: number | null) => void;
  onClose: () => void;
}

/** Spec §2.4: the on-call employees, 'Personne' to clear, 'Autre' to search the establishment. */
export function ChoixAstreinteDialog(props: ChoixAstreinteDialogProps) {
  const titleId = useId();
  const { open, titre, onClose } = props;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: largeurDialogue(600) } }}>
      <DialogTitle id={titleId}>{titre}</DialogTitle>
      {open ? <Choix {...props} /> : null}
    </Dialog>
  );
}

function Choix({ etablissementId, employes, actuel, enCours, onChoisir, onClose }: ChoixAstreinteDialogProps) {
  const [autre, setAutre] = useState(false);
  const tous = useEmployes(autre ? etablissementId : undefined);
  return (
    <>
      <DialogContent>
        <List aria-label="Personnes d'astreinte">
          {employes.map((e) => (
            <ListItemButton
              key={e.employeId}
              selected={e.employeId === actuel}
              disabled={enCours}
              onClick={() => onChoisir(e.employeId)}
            >
              <ListItemIcon sx={{ minWidth: 28 }}>
                <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: e.couleur }} aria-hidden />
              </ListItemIcon>
              <ListItemText primary={e.nomComplet} />
            </ListItemButton>
          ))}
          <ListItemButton disabled={enCours} onClick={() => onChoisir(null)}>
            <ListItemText primary="Personne" />
          </ListItemButton>
          <ListItemButton selected={autre} disabled={enCours} onClick={() => setAutre(true)}>
            <ListItemText primary="Autre" />
          </ListItemButton>
        </List>
        {autre ? (
          <Autocomplete
            options={tous.data ?? []}
            loading={tous.isPending}
            getOptionLabel={(e) => e.nomComplet}
            isOptionEqualToValue={(a, b) => a.employeId === b.employeId}
            noOptionsText="Aucun employé"
            loadingText="Chargement…"
            onChange={(_, e) => e && onChoisir(e.employeId)}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                label="Rechercher un employé"
                error={tous.isError}
                helperText={tous.isError ? 'Échec de la récupération des employés' : undefined}
              />
            )}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
      </DialogActions>
    </>
  );
}
