import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import {
  Box,
  Button,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { type Association, isAdministrateur, normaliserRecherche } from '@roulement/contract';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { useAssociations } from '../api/associations';
import { AssociationCreationDialog } from './association-creation-dialog';

/** Spec §2.2: a search box, 'Créer' for the Administrateur, each association with its SIREN. */
export function AssociationsPanel({ onCreated }: { onCreated: (association: Association) => void }) {
  const session = useSession();
  const query = useAssociations();
  const [recherche, setRecherche] = useState('');
  const [creation, setCreation] = useState(false);
  const peutCreer = session !== null && isAdministrateur(roleHolderOf(session));
  return (
    <Paper component="nav" aria-label="Liste des associations" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          label="Rechercher"
          type="search"
          size="small"
          fullWidth
          value={recherche}
          onChange={(event) => setRecherche(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        {peutCreer ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreation(true)} sx={{ flexShrink: 0 }}>
            Créer
          </Button>
        ) : null}
      </Box>
      <QueryState query={query} isEmpty={(liste) => liste.length === 0} emptyMessage="Aucune association">
        {(associations) => <AssociationsTrouvees associations={associations} recherche={recherche} />}
      </QueryState>
      <AssociationCreationDialog
        open={creation}
        onClose={() => setCreation(false)}
        onCreated={(association) => {
          setCreation(false);
          onCreated(association);
        }}
      />
    </Paper>
  );
}

function AssociationsTrouvees({
  associations,
  recherche,
}: {
  associations: readonly Association[];
  recherche: string;
}) {
  const filtre = normaliserRecherche(recherche);
  const trouvees = associations.filter(
    (a) => normaliserRecherche(a.nom).includes(filtre) || (a.siren ?? '').includes(recherche.trim()),
  );
  if (trouvees.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Aucune association ne correspond à la recherche
      </Typography>
    );
  }
  return (
    <List aria-label="Associations" dense>
      {trouvees.map((association) => (
        <ListItem key={association.associationId} disablePadding>
          <ListItemButton
            component={NavLink}
            to={paths.association(association.associationId)}
            sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected' } }}
          >
            <ListItemText
              primary={association.nom}
              secondary={association.siren ? `SIREN ${association.siren}` : 'SIREN non renseigné'}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
