import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { LIBELLES_REPONSES_OFFRE, LIBELLES_STATUTS_OFFRE, type Offre } from '@roulement/contract';
import { messageOf } from '../../../lib/api-client';
import { dateHeure, dateLongue } from '../../../lib/format';
import { type Etape, useAgirSurOffre } from '../api/agir-sur-offre';
import { COULEURS_STATUT, horaireOffre, situationDuCandidat } from '../utils/offre';

const BOUTON = { minHeight: 48, flex: { xs: 1, sm: 'none' } } as const;

function Destinataires({ offre }: { offre: Offre }) {
  return (
    <Box component="ul" aria-label="Candidats sollicités" sx={{ m: 0, pl: 2.5 }}>
      {offre.destinataires.map((d) => (
        <li key={d.employeId}>
          <Typography variant="body2">
            {d.nomComplet} —{' '}
            {d.reponse ? LIBELLES_REPONSES_OFFRE[d.reponse] : d.vueLe ? 'a vu l’offre' : 'pas encore vue'}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * Issue 27: one offer, as its candidate or its sender sees it. A candidate answers with the two
 * thumb-sized buttons; the head of service confirms an acceptance or withdraws the offer.
 */
export function OffreCarte({ offre }: { offre: Offre }) {
  const candidat = !offre.abilities.gerer;
  const agir = useAgirSurOffre();
  const faire = (etape: Etape) => agir.mutate({ etape, offreId: offre.offreId });
  const situation = candidat ? situationDuCandidat(offre) : null;
  return (
    <Paper variant="outlined" component="article" aria-label={`Offre de remplacement ${offre.offreId}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" label={LIBELLES_STATUTS_OFFRE[offre.statut]} color={COULEURS_STATUT[offre.statut]} />
        <Typography variant="body2" color="text.secondary">
          {offre.etablissement} · de {offre.envoyeur}
        </Typography>
      </Stack>
      {offre.creneaux.map((c) => (
        <Box key={c.creneauId} sx={{ mb: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontSize: '1.05rem' }}>
            {dateLongue(c.date)}, {horaireOffre(c)}
          </Typography>
          <Typography color="text.secondary">
            {c.service} · remplace {c.absent}
          </Typography>
        </Box>
      ))}
      {offre.message ? <Typography sx={{ fontStyle: 'italic', my: 1 }}>« {offre.message} »</Typography> : null}
      <Typography variant="body2" color="text.secondary">
        {offre.statut === 'EN_COURS'
          ? `Jusqu'au ${dateHeure(offre.expireLe)}`
          : `Envoyée le ${dateHeure(offre.envoyeeLe)}`}
        {offre.pourvuePar ? ` · pourvue par ${offre.pourvuePar}` : ''}
      </Typography>
      {offre.abilities.gerer ? <Destinataires offre={offre} /> : null}
      {situation ? (
        <Typography sx={{ mt: 1, fontWeight: 600 }} role="status">
          {situation}
        </Typography>
      ) : null}
      {agir.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messageOf(agir.error)}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        {offre.abilities.repondre ? (
          <>
            <Button variant="contained" sx={BOUTON} disabled={agir.isPending} onClick={() => faire('accepter')}>
              J'accepte
            </Button>
            <Button variant="outlined" sx={BOUTON} disabled={agir.isPending} onClick={() => faire('refuser')}>
              Je ne peux pas
            </Button>
          </>
        ) : null}
        {offre.abilities.confirmer ? (
          <Button variant="contained" sx={BOUTON} disabled={agir.isPending} onClick={() => faire('confirmer')}>
            Confirmer
          </Button>
        ) : null}
        {offre.abilities.retirer ? (
          <Button color="error" sx={BOUTON} disabled={agir.isPending} onClick={() => faire('retirer')}>
            Retirer l'offre
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
