import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { Contrat, Employe } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ContratSummary } from './contrat-summary';

interface ContratCardProps {
  employe: Pick<Employe, 'employeId' | 'contrats' | 'abilities'>;
  onAdd: () => void;
  onEdit: (contrat: Contrat) => void;
}

/** Spec §2.11: the current contract (the first one), or the invitation to add one. */
export function ContratCard({ employe, onAdd, onEdit }: ContratCardProps) {
  const courant = employe.contrats[0];
  const { modifier } = employe.abilities;
  return (
    <Card component="section" aria-label="Contrat actuel">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Contrat actuel
        </Typography>
        {courant ? (
          <ContratSummary contrat={courant} />
        ) : (
          <Typography color="text.secondary">Cet employé n'a pas encore de contrat</Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {courant ? (
          <>
            <Button startIcon={<History />} component={RouterLink} to={paths.employeDetailContrat(employe.employeId)}>
              Voir l'historique
            </Button>
            {modifier ? (
              <Button startIcon={<Edit />} onClick={() => onEdit(courant)}>
                Modifier
              </Button>
            ) : null}
          </>
        ) : modifier ? (
          <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
            Ajouter un contrat
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
