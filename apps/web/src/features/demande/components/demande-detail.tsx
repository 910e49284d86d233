import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { DEMANDE_STATUT, type Demande, TITRES_DEMANDE } from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { dateHeure } from '../../../lib/format';
import { AnnulerDemandeButton } from './annuler-demande-button';
import { Champ } from './champ';
import { CommentairesCard } from './commentaires-card';
import { ContenuConges } from './contenu-conges';
import { ContenuFicheAim } from './contenu-fiche-aim';
import { ContenuHeuresSupp } from './contenu-heures-supp';
import { ContenuRecuperation } from './contenu-recuperation';
import { ImpactPanel } from './impact-panel';
import type { SuiviAction } from './suivi-action';
import { ValidationsCard } from './validations-card';

const COULEURS_STATUT = { 1: 'info', 2: 'success', 3: 'error', 4: 'default' } as const;

/** « Créée par Alice Martin pour Samuel Salarié, le 02/03/2026 à 10:00 » (spec §2.8 subtitle). */
function sousTitre(d: Demande): string {
  const createur = d.createur ? `Créée par ${d.createur.nomComplet} ` : '';
  return `${createur}pour ${d.employe.nomComplet}, le ${dateHeure(d.dateDemande)}`;
}

function Contenu({ demande: d }: { demande: Demande }) {
  const enAttente = d.statut.demandeStatutId === DEMANDE_STATUT.EN_ATTENTE;
  if (d.conges) return <ContenuConges conges={d.conges} />;
  if (d.heuresSupp) return <ContenuHeuresSupp heuresSupp={d.heuresSupp} enAttente={enAttente} />;
  if (d.recuperation) return <ContenuRecuperation recuperation={d.recuperation} />;
  if (d.ficheAim) return <ContenuFicheAim ficheAim={d.ficheAim} />;
  return null;
}

/** Spec §2.8: a request, its type's body, its validations and comments, and what the viewer may do. */
export function DemandeDetail({ demande: d }: { demande: Demande }) {
  const [erreur, setErreur] = useState<string | null>(null);
  const suivi: SuiviAction = { onError: (error) => setErreur(messageOf(error)), onSuccess: () => setErreur(null) };
  const couleur = COULEURS_STATUT[d.statut.demandeStatutId as keyof typeof COULEURS_STATUT] ?? 'default';
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h5" component="h2">
            {TITRES_DEMANDE[d.typeDemande]}
          </Typography>
          <Chip size="small" color={couleur} label={d.statut.label} />
        </Stack>
        <Typography color="text.secondary">{sousTitre(d)}</Typography>
      </Box>
      {erreur ? (
        <Alert severity="error" onClose={() => setErreur(null)}>
          {erreur}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Contenu demande={d} />
          {d.commentaire ? <Champ label="Commentaire de la demande">{d.commentaire}</Champ> : null}
          {d.abilities.annuler ? (
            <Box>
              <AnnulerDemandeButton demandeId={d.demandeId} />
            </Box>
          ) : null}
        </Stack>
      </Paper>
      {d.abilities.voirImpact ? <ImpactPanel demandeId={d.demandeId} /> : null}
      <ValidationsCard demande={d} />
      <CommentairesCard demande={d} suivi={suivi} />
    </Stack>
  );
}
