import PersonRemove from '@mui/icons-material/PersonRemove';
import { Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { Comptable, EtablissementDetail } from '@roulement/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { LoadingState } from '../../../components/feedback/loading-state';
import { messageOf } from '../../../lib/api-client';
import { useComptables, useRetirerComptable } from '../api/comptables';
import { ComptableAjoutDialog } from './comptable-ajout-dialog';
import { ListeEnEchec } from './liste-en-echec';

interface Props {
  etablissement: EtablissementDetail;
  onSaved: (message: string) => void;
}

/** Spec §3: the accountants of the establishment, added and removed by its administrators. */
export function ComptablesSection({ etablissement, onSaved }: Props) {
  const id = etablissement.etablissementId;
  const query = useComptables(id);
  const retirer = useRetirerComptable(id);
  const [ajout, setAjout] = useState(false);
  const [aRetirer, setARetirer] = useState<Comptable | null>(null);
  const gerer = etablissement.abilities.gererComptables;
  const comptables = query.data?.comptables ?? [];
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Comptables">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h3">
          Comptables
        </Typography>
        {gerer ? <Button onClick={() => setAjout(true)}>Ajouter un comptable</Button> : null}
      </Stack>
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? (
        <ListeEnEchec
          message="Echec de la récupération de la liste des comptables"
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isSuccess && comptables.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          Aucun comptable
        </Typography>
      ) : null}
      <List dense aria-label="Liste des comptables">
        {comptables.map((c) => (
          <ListItem
            key={c.utilisateurId}
            secondaryAction={
              gerer ? (
                <IconButton edge="end" aria-label={`Retirer ${c.nomComplet}`} onClick={() => setARetirer(c)}>
                  <PersonRemove />
                </IconButton>
              ) : undefined
            }
          >
            <ListItemText primary={c.nomComplet} secondary={c.email} />
          </ListItem>
        ))}
      </List>
      {gerer ? (
        <ComptableAjoutDialog
          open={ajout}
          etablissementId={id}
          dejaComptables={comptables.map((c) => c.utilisateurId)}
          onClose={() => setAjout(false)}
          onSaved={onSaved}
        />
      ) : null}
      <ConfirmDialog
        open={aRetirer !== null}
        title="Retirer le comptable"
        message={`${aRetirer?.nomComplet ?? ''} ne sera plus comptable de l'établissement.`}
        confirmLabel="Retirer"
        confirmColor="error"
        pending={retirer.isPending}
        error={retirer.isError ? messageOf(retirer.error) : null}
        onClose={() => {
          retirer.reset();
          setARetirer(null);
        }}
        onConfirm={() => {
          if (!aRetirer) return;
          retirer.mutate(
            { etablissementId: id, ancienComptableUtilisateurId: aRetirer.utilisateurId },
            {
              onSuccess: () => {
                setARetirer(null);
                onSaved('Comptable retiré');
              },
            },
          );
        }}
      />
    </Paper>
  );
}
