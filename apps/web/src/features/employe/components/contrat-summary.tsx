import { Box, Link, Stack, Tooltip, Typography } from '@mui/material';
import { type Contrat, texteDatesContrat } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { aujourdhui } from '../../../lib/format';
import { ContratStatusChip } from './contrat-status-chip';

const heures = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** What one contract says: status, dates, type acronym, job, weekly hours, replaced employee. */
export function ContratSummary({ contrat }: { contrat: Contrat }) {
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
        <ContratStatusChip status={contrat.status} />
        <Tooltip title={contrat.type.libelle}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {contrat.type.acronyme}
          </Typography>
        </Tooltip>
        <Typography component="span">{contrat.metier.libelle}</Typography>
      </Stack>
      <Typography variant="body2">{texteDatesContrat(contrat, aujourdhui())}</Typography>
      <Typography variant="body2" color="text.secondary">
        {heures.format(contrat.heuresHebdo)} h hebdomadaires
        {contrat.cadre ? ` · Cadre, ${contrat.nbJoursAstreintesAnnuels} jours d'astreinte par an` : ''}
      </Typography>
      {contrat.remplaceEmployeId !== null ? (
        <Typography variant="body2">
          Remplace{' '}
          <Link component={RouterLink} to={paths.employe(contrat.remplaceEmployeId)}>
            {contrat.remplaceNomComplet ?? `l'employé n° ${contrat.remplaceEmployeId}`}
          </Link>
        </Typography>
      ) : null}
    </Box>
  );
}
