import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Send from '@mui/icons-material/Send';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Commentaire, Demande } from '@roulement/contract';
import { useState } from 'react';
import { dateHeure } from '../../../lib/format';
import { useCommenterDemande } from '../api/commenter-demande';
import { useSupprimerCommentaire } from '../api/supprimer-commentaire';
import { CarteDemande } from './carte-demande';
import type { SuiviAction } from './suivi-action';

interface CommentairesCardProps {
  demande: Demande;
  suivi: SuiviAction;
}

function Ligne({ c, onSupprimer, pending }: { c: Commentaire; onSupprimer: () => void; pending: boolean }) {
  const auteur = c.auteur?.nomComplet ?? 'Auteur inconnu';
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        c.abilities.supprimer && !c.supprime ? (
          <Tooltip title="Supprimer le commentaire">
            <IconButton edge="end" aria-label="Supprimer le commentaire" onClick={onSupprimer} disabled={pending}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemText
        sx={{ pr: 5, overflowWrap: 'anywhere' }}
        primary={
          c.supprime ? <em>Commentaire supprimé</em> : <Box sx={{ whiteSpace: 'pre-line' }}>{c.commentaire}</Box>
        }
        secondary={`${auteur}, le ${dateHeure(c.instantPublication)}`}
      />
    </ListItem>
  );
}

/** Spec §2.8: the comments (a deleted one stays, marked), delete one's own, and the add box. */
export function CommentairesCard({ demande, suivi }: CommentairesCardProps) {
  const [texte, setTexte] = useState('');
  const commenter = useCommenterDemande();
  const supprimer = useSupprimerCommentaire();
  const envoyer = () =>
    commenter.mutate(
      { demandeId: demande.demandeId, commentaire: texte.trim() },
      {
        ...suivi,
        onSuccess: () => {
          setTexte('');
          suivi.onSuccess();
        },
      },
    );
  return (
    <CarteDemande id="commentaires" titre="Commentaires">
      {demande.commentaires.length === 0 ? (
        <Typography color="text.secondary">Aucun commentaire</Typography>
      ) : (
        <List aria-labelledby="commentaires-titre">
          {demande.commentaires.map((c) => (
            <Ligne
              key={c.commentaireId}
              c={c}
              pending={supprimer.isPending}
              onSupprimer={() =>
                supprimer.mutate({ demandeId: demande.demandeId, commentaireId: c.commentaireId }, suivi)
              }
            />
          ))}
        </List>
      )}
      {demande.abilities.commenter ? (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, mt: 2, alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            envoyer();
          }}
        >
          <TextField
            label="Ajouter un commentaire"
            multiline
            minRows={2}
            value={texte}
            onChange={(event) => setTexte(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            sx={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="contained"
            endIcon={<Send />}
            disabled={texte.trim() === ''}
            loading={commenter.isPending}
          >
            Envoyer
          </Button>
        </Stack>
      ) : null}
    </CarteDemande>
  );
}
