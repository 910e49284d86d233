import { Stack } from '@mui/material';
import type { Demande } from '@roulement/contract';
import { ColoredChip } from '../../../components/colored-chip';
import { formatJours, texteDatesConges } from '../../../lib/format';
import { Champ } from './champ';

/** Spec §2.8 leave detail: its type, from and to dates or one date with its half day, the days counted. */
export function ContenuConges({ conges }: { conges: NonNullable<Demande['conges']> }) {
  return (
    <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
      <Champ label="Type de congé">
        <ColoredChip size="small" color={conges.congesType.couleur} label={conges.congesType.label} />
      </Champ>
      <Champ label="Dates">{texteDatesConges(conges)}</Champ>
      <Champ label="Jours décomptés">{formatJours(conges.nbJours)}</Champ>
    </Stack>
  );
}
