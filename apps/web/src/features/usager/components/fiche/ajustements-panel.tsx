import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Snackbar,
  Stack,
  Typography,
} from '@mui/material';
import {
  AJUSTEMENT_NON_MODIFIABLE,
  type Ajustement,
  type FicheAim,
  type PosteAim,
  SNACKBAR_DUREE_MS,
} from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-client';
import { useAjuster, useModifierAjustement, useRetirerAjustement } from '../../api/ajustements';
import { type OperationSaisie, preRemplissage } from '../../utils/ajustement';
import { formatEuros } from '../../utils/montant';
import { AjustementForm, type AjustementSaisi } from './ajustement-form';

type Etat =
  | { mode: 'liste' }
  | { mode: 'creation'; initial: AjustementSaisi; operationInitiale?: OperationSaisie }
  | { mode: 'modification'; ajustement: Ajustement };

const VIDE: AjustementSaisi = { explication: '', operations: [] };

const saisieDe = (a: Ajustement): AjustementSaisi => ({
  explication: a.explication,
  operations: a.operations.map((o) => ({ posteAIMId: o.posteAIM.posteAIMId, montant: o.montant })),
});

/** Spec §4 adjustment panel: list, creation, modification (the old removed, the edited added). */
export function AjustementsPanel({ fiche, postes }: { fiche: FicheAim; postes: readonly PosteAim[] }) {
  const [etat, setEtat] = useState<Etat>({ mode: 'liste' });
  const [refus, setRefus] = useState(false);
  const ajuster = useAjuster();
  const modifier = useModifierAjustement();
  const retirer = useRetirerAjustement();
  // Spec §5: a sheet no longer in preparation refuses, with the 5-second message.
  const siModifiable = (action: () => void) => (fiche.modifiable ? action() : setRefus(true));
  const ficheAIMId = fiche.ficheAIMId;

  const creer = (prefixe?: 'EPARGNE' | 'DETTE') =>
    siModifiable(() => {
      const pre = prefixe ? preRemplissage(prefixe) : null;
      setEtat({
        mode: 'creation',
        initial: pre ? { explication: pre.explication, operations: [] } : VIDE,
        operationInitiale: pre?.operation,
      });
    });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ajustements-titre" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="ajustements-titre" variant="h6" component="h2" sx={{ mb: 1 }}>
        Ajustements
      </Typography>
      {etat.mode === 'liste' ? (
        <>
          {fiche.ajustements.length === 0 ? (
            <Typography color="text.secondary">Aucun ajustement</Typography>
          ) : (
            <List dense>
              {fiche.ajustements.map((a) => (
                <ListItem
                  key={a.ajustementId}
                  divider
                  secondaryAction={
                    <>
                      <IconButton
                        aria-label="Modifier l'ajustement"
                        onClick={() => siModifiable(() => setEtat({ mode: 'modification', ajustement: a }))}
                      >
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        aria-label="Supprimer l'ajustement"
                        disabled={retirer.isPending}
                        onClick={() => siModifiable(() => retirer.mutate({ ficheAIMId, ajustementId: a.ajustementId }))}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </>
                  }
                >
                  <ListItemText
                    sx={{ pr: 10 }}
                    primary={a.explication}
                    secondary={a.operations.map((o) => `${o.posteAIM.libelle} ${formatEuros(o.montant)}`).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {retirer.error ? <Alert severity="error">{messageOf(retirer.error)}</Alert> : null}
          <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => creer()}>
              Ajouter un ajustement
            </Button>
            <Button onClick={() => creer('EPARGNE')}>Epargne</Button>
            <Button onClick={() => creer('DETTE')}>Dette</Button>
          </Stack>
        </>
      ) : (
        <Box>
          <AjustementForm
            key={etat.mode === 'modification' ? etat.ajustement.ajustementId : 'creation'}
            postes={postes}
            initial={etat.mode === 'modification' ? saisieDe(etat.ajustement) : etat.initial}
            operationInitiale={etat.mode === 'creation' ? etat.operationInitiale : undefined}
            onAnnuler={() => setEtat({ mode: 'liste' })}
            onConfirmer={async (saisi) => {
              if (etat.mode === 'modification')
                await modifier.mutateAsync({ ficheAIMId, ajustementId: etat.ajustement.ajustementId, ...saisi });
              else await ajuster.mutateAsync({ ficheAIMId, ...saisi });
              setEtat({ mode: 'liste' });
            }}
          />
        </Box>
      )}
      <Snackbar
        open={refus}
        autoHideDuration={SNACKBAR_DUREE_MS}
        onClose={() => setRefus(false)}
        message={AJUSTEMENT_NON_MODIFIABLE}
      />
    </Paper>
  );
}
