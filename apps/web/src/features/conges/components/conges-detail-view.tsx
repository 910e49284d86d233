import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { type Conges, dateFr } from '@roulement/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ColoredChip } from '../../../components/colored-chip';
import { paths } from '../../../config/paths';
import { texteDatesConges } from '../../../lib/format';
import { CongesBadge } from './conges-badge';

function Champ({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** Spec §4: a leave from a request, or one the viewer may not change, is shown read-only. */
export function CongesDetailView({
  conges,
  nomEmploye,
  onClose,
}: {
  conges: Conges;
  nomEmploye: string;
  onClose: () => void;
}) {
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Champ label="Employé">{nomEmploye}</Champ>
          <Champ label="Type">
            <ColoredChip size="small" color={conges.type.couleur} label={conges.type.label} />
          </Champ>
          <Champ label="Dates">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{texteDatesConges(conges)}</span>
              <CongesBadge conges={conges} />
            </Stack>
          </Champ>
          {conges.dateDemande ? <Champ label="Demandé le">{dateFr(conges.dateDemande)}</Champ> : null}
          {conges.commentaire ? <Champ label="Commentaire">{conges.commentaire}</Champ> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {conges.demandeCongesId !== null ? (
          <Button
            startIcon={<OpenInNew />}
            component={RouterLink}
            to={paths.demandeCongesDetail(conges.demandeCongesId)}
            sx={{ mr: 'auto' }}
          >
            Voir la demande
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          Fermer
        </Button>
      </DialogActions>
    </>
  );
}
