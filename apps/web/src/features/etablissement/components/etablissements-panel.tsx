import Add from '@mui/icons-material/Add';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { type Etablissement, type EtablissementDetail, peutCreerEtablissement } from '@roulement/contract';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { EtablissementCreationDialog } from './etablissement-creation-dialog';

interface EtablissementsPanelProps {
  etablissements: readonly Etablissement[];
  /** A link per establishment (admin list), or a choice (establishment page). */
  lienDe?: (etablissementId: number) => string;
  onChoisir?: (etablissementId: number) => void;
  choisiId?: number | null;
  onCreated: (etablissement: EtablissementDetail) => void;
}

/** Spec §2.3/§7.1: the establishments sorted by id, 'Créer' for the Administrateur. */
export function EtablissementsPanel({
  etablissements,
  lienDe,
  onChoisir,
  choisiId,
  onCreated,
}: EtablissementsPanelProps) {
  const session = useSession();
  const [creation, setCreation] = useState(false);
  const peutCreer = session !== null && peutCreerEtablissement(roleHolderOf(session));
  const tries = [...etablissements].sort((a, b) => a.etablissementId - b.etablissementId);
  return (
    <Paper component="nav" aria-label="Liste des établissements" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" color="text.secondary">
          Établissements
        </Typography>
        {peutCreer ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreation(true)}>
            Créer
          </Button>
        ) : null}
      </Box>
      {tries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Aucun établissement
        </Typography>
      ) : (
        <List aria-label="Établissements" dense>
          {tries.map((e) => (
            <ListItem key={e.etablissementId} disablePadding>
              <ListItemButton
                {...(lienDe ? { component: NavLink, to: lienDe(e.etablissementId) } : {})}
                {...(onChoisir ? { onClick: () => onChoisir(e.etablissementId) } : {})}
                selected={choisiId === e.etablissementId}
                sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected' } }}
              >
                <ListItemText
                  primary={e.raisonSociale}
                  secondary={e.numeroFINESS ? `FINESS ${e.numeroFINESS}` : undefined}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {peutCreer ? (
        <EtablissementCreationDialog
          open={creation}
          onClose={() => setCreation(false)}
          onCreated={(etablissement) => {
            setCreation(false);
            onCreated(etablissement);
          }}
        />
      ) : null}
    </Paper>
  );
}
