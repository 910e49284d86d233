import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { IconButton, List, ListItem, Paper } from '@mui/material';
import type { Contrat } from '@roulement/contract';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ContratSummary } from './contrat-summary';

interface ContratsHistoryProps {
  contrats: readonly Contrat[];
  modifiable: boolean;
  onEdit: (contrat: Contrat) => void;
  onDelete: (contrat: Contrat) => void;
}

/** Spec §2.11 contracts tab: every contract with type, job, replaced employee, dates and hours. */
export function ContratsHistory({ contrats, modifiable, onEdit, onDelete }: ContratsHistoryProps) {
  if (contrats.length === 0) {
    return (
      <Paper>
        <EmptyState message="Cet employé n'a pas encore de contrat" />
      </Paper>
    );
  }
  return (
    <Paper>
      <List aria-label="Historique des contrats">
        {contrats.map((contrat) => (
          <ListItem
            key={contrat.contratId}
            divider
            secondaryAction={
              modifiable ? (
                <>
                  <IconButton aria-label="Modifier le contrat" onClick={() => onEdit(contrat)}>
                    <Edit />
                  </IconButton>
                  <IconButton aria-label="Supprimer le contrat" onClick={() => onDelete(contrat)}>
                    <Delete />
                  </IconButton>
                </>
              ) : undefined
            }
          >
            <ContratSummary contrat={contrat} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
