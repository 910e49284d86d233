import { Paper, Stack, Typography } from '@mui/material';
import type { Employe } from '@roulement/contract';
import { ColoredChip } from '../../../components/colored-chip';

const heures = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Spec §2.11: the services the employee is a member of, with the weekly hours in each. */
export function MembresList({ membres }: Pick<Employe, 'membres'>) {
  return (
    <Paper component="section" aria-label="Services" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Services
      </Typography>
      {membres.length === 0 ? (
        <Typography color="text.secondary">Membre d'aucun service</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {membres.map((membre) => (
            <ColoredChip
              key={membre.membreId}
              color={membre.couleur}
              label={`${membre.serviceNom} · ${heures.format(membre.heuresHebdo)} h`}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
