import type { SvgIconComponent } from '@mui/icons-material';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Box, Stack } from '@mui/material';
import type { DemandeResume } from '@roulement/contract';
import { compte } from '../utils/libelles-demande';

type Champ = 'nbCommentaires' | 'nbValidationsAcceptees' | 'nbValidationsEnAttente' | 'nbValidationsRefusees';

/** Spec §2.7: comments, then accepted, pending and refused validations, as icons and numbers. */
const COMPTEURS: { champ: Champ; Icone: SvgIconComponent; noms: [string, string]; color: string }[] = [
  {
    champ: 'nbCommentaires',
    Icone: ChatBubbleOutlined,
    noms: ['commentaire', 'commentaires'],
    color: 'text.secondary',
  },
  {
    champ: 'nbValidationsAcceptees',
    Icone: CheckCircleOutlined,
    noms: ['validation acceptée', 'validations acceptées'],
    color: 'success.main',
  },
  {
    champ: 'nbValidationsEnAttente',
    Icone: HourglassEmpty,
    noms: ['validation en attente', 'validations en attente'],
    color: 'info.main',
  },
  {
    champ: 'nbValidationsRefusees',
    Icone: CancelOutlined,
    noms: ['validation refusée', 'validations refusées'],
    color: 'error.main',
  },
];

export function DemandeCompteurs({ demande }: { demande: DemandeResume }) {
  return (
    <Stack direction="row" spacing={1.5} component="span" sx={{ alignItems: 'center', flexShrink: 0 }}>
      {COMPTEURS.map(({ champ, Icone, noms, color }) => {
        const n = demande[champ];
        const label = compte(n, ...noms);
        // One image per counter, so a screen reader says « 2 validations acceptées », not « 2 ».
        return (
          <Box
            key={champ}
            component="span"
            role="img"
            aria-label={label}
            title={label}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color }}
          >
            <Icone fontSize="small" aria-hidden />
            <span aria-hidden>{n}</span>
          </Box>
        );
      })}
    </Stack>
  );
}
