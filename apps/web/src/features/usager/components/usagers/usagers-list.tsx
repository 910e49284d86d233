import {
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  Switch,
  TextField,
} from '@mui/material';
import type { UsagerResume } from '@roulement/contract';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { EmptyState } from '../../../../components/feedback/empty-state';
import { paths } from '../../../../config/paths';
import { filtrerUsagers } from '../../utils/filtrer-usagers';

/** Spec §2 resident list: the search, the 'A venir' filter and the 'Usagers' group. */
export function UsagersList({ usagers }: { usagers: UsagerResume[] }) {
  const [recherche, setRecherche] = useState('');
  const [aVenir, setAVenir] = useState(false);
  const visibles = filtrerUsagers(usagers, recherche, aVenir);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <TextField
        label="Rechercher un usager"
        type="search"
        fullWidth
        value={recherche}
        onChange={(event) => setRecherche(event.target.value)}
      />
      <FormControlLabel
        control={<Switch checked={aVenir} onChange={(event) => setAVenir(event.target.checked)} />}
        label="A venir"
      />
      {visibles.length === 0 ? (
        <EmptyState message="Aucun usager" />
      ) : (
        <List subheader={<ListSubheader disableSticky>Usagers</ListSubheader>} aria-label="Usagers">
          {visibles.map((u) => (
            <ListItem key={u.usagerId} disablePadding>
              <ListItemButton component={NavLink} to={paths.usager(u.usagerId)}>
                <ListItemText primary={`${u.etatCivil.nom} ${u.etatCivil.prenom}`} secondary={u.status} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
