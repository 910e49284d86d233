import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import { Box, Button, IconButton, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import type { DemandeResume, TypeDemande } from '@roulement/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDecisions } from '../hooks/decisions-context';
import { useCommentaireDecision } from '../hooks/use-commentaire-decision';
import { routeDemande } from '../utils/libelles-demande';
import { ChampCommentaireDecision } from './champ-commentaire-decision';
import { ResumeDemande } from './demande-list';

/** Overtime and AIM sheets are weighed on their detail (the proposal, the amounts): no decision from the list. */
const DECIDES_DEPUIS_LA_LISTE: readonly TypeDemande[] = ['Congés', 'Récupération'];

const CIBLE_TACTILE = { minHeight: 44, minWidth: 44 } as const;

/**
 * A row of 'À valider' (issue 25, decision 088): the request opens its detail, and a leave or a
 * recovery is accepted in one tap, or refused with its reason, a comment written in the row.
 */
export function DemandeAValiderItem({ demande, selected }: { demande: DemandeResume; selected: boolean }) {
  const { decider } = useDecisions();
  const { commentaire, setCommentaire, manquant, champRef, pretPour } = useCommentaireDecision();
  const [avecCommentaire, setAvecCommentaire] = useState(false);
  const nom = demande.employe.nomComplet;
  const decision = (accepter: boolean) => {
    if (!pretPour(accepter)) {
      setAvecCommentaire(true);
      return;
    }
    decider({ demande, accepter, commentaire });
  };
  return (
    <ListItem disablePadding divider sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={routeDemande(demande)}
        selected={selected}
        sx={{ flexWrap: 'wrap', columnGap: 2 }}
      >
        <ResumeDemande demande={demande} />
      </ListItemButton>
      {DECIDES_DEPUIS_LA_LISTE.includes(demande.typeDemande) ? (
        <Box sx={{ px: 2, pb: 1.5 }}>
          {avecCommentaire ? (
            <Box sx={{ mb: 1 }}>
              <ChampCommentaireDecision
                value={commentaire}
                onChange={setCommentaire}
                manquant={manquant}
                inputRef={champRef}
              />
            </Box>
          ) : null}
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Button
              variant="contained"
              color="success"
              aria-label={`Accepter la demande de ${nom}`}
              onClick={() => decision(true)}
              sx={CIBLE_TACTILE}
            >
              Accepter
            </Button>
            <Button
              variant="outlined"
              color="error"
              aria-label={`Refuser la demande de ${nom}`}
              onClick={() => decision(false)}
              sx={CIBLE_TACTILE}
            >
              Refuser
            </Button>
            {avecCommentaire ? null : (
              <IconButton
                aria-label={`Commenter la décision sur la demande de ${nom}`}
                title="Ajouter un commentaire à la décision"
                onClick={() => {
                  setAvecCommentaire(true);
                  setTimeout(() => champRef.current?.focus());
                }}
                sx={CIBLE_TACTILE}
              >
                <ChatBubbleOutlined />
              </IconButton>
            )}
          </Stack>
        </Box>
      ) : (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1 }}>
          À décider sur le détail
        </Typography>
      )}
    </ListItem>
  );
}
