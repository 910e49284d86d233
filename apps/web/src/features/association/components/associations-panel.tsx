import { List, Paper, Typography } from '@mui/material';
import { type Association, isAdministrateur, normaliserRecherche } from '@roulement/contract';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { RechercheCreationBar } from '../../../components/form/recherche-creation-bar';
import { NavLinkListItem } from '../../../components/layout/nav-link-list-item';
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
      <RechercheCreationBar
        recherche={recherche}
        onRecherche={setRecherche}
        onCreer={peutCreer ? () => setCreation(true) : undefined}
      />
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
        <NavLinkListItem
          key={association.associationId}
          to={paths.association(association.associationId)}
          primary={association.nom}
          secondary={association.siren ? `SIREN ${association.siren}` : 'SIREN non renseigné'}
        />
      ))}
    </List>
  );
}
