import { Box, Stack } from '@mui/material';
import type { Demande } from '@roulement/contract';
import { formatJours, texteDatesConges } from '../../../lib/format';
import { Champ } from './champ';

/**
 * The type's colour as a dot beside its name: on a filled chip, the spec's luma rule (§9) puts
 * white text on the paid-leave green at 3.1:1, under WCAG AA (axe, the requests e2e).
 */
function TypeConges({ label, couleur }: { label: string; couleur: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: couleur, flexShrink: 0 }} />
      <span>{label}</span>
    </Stack>
  );
}

/** Spec §2.8 leave detail: its type, from and to dates or one date with its half day, the days counted. */
export function ContenuConges({ conges }: { conges: NonNullable<Demande['conges']> }) {
  return (
    <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
      <Champ label="Type de congé">
        <TypeConges label={conges.congesType.label} couleur={conges.congesType.couleur} />
      </Champ>
      <Champ label="Dates">{texteDatesConges(conges)}</Champ>
      <Champ label="Jours décomptés">{formatJours(conges.nbJours)}</Champ>
    </Stack>
  );
}
