import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { Delegation } from '@roulement/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { useNotice } from '../../../../components/feedback/notice-snackbar';
import { QueryState } from '../../../../components/feedback/query-state';
import { messageOf } from '../../../../lib/api-client';
import { useDelegations } from '../../api/lister-delegations';
import { useRevoquerDelegation } from '../../api/revoquer-delegation';
import { DelegationAjoutDialog, type EtablissementDelegable } from './delegation-ajout-dialog';

const dateFr = (iso: string) => iso.split('-').reverse().join('/');

interface DelegationsListeProps {
  titre: string;
  delegations: readonly Delegation[];
  /** The other party: the delegate of a given one, the delegant of a received one. */
  personne: (d: Delegation) => Delegation['delegant'];
  onRevoquer: (d: Delegation) => void;
}

function DelegationsListe({ titre, delegations, personne, onRevoquer }: DelegationsListeProps) {
  return (
    <Paper component="section" aria-label={titre} sx={{ p: 2 }}>
      <Typography variant="h6" component="h3">
        {titre}
      </Typography>
      {delegations.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Aucune délégation
        </Typography>
      ) : (
        <List dense>
          {delegations.map((d) => (
            <ListItem
              key={d.delegationId}
              secondaryAction={
                d.abilities.revoquer ? (
                  <Tooltip title="Révoquer">
                    <IconButton
                      edge="end"
                      aria-label={`Révoquer la délégation à ${personne(d).nomComplet}`}
                      onClick={() => onRevoquer(d)}
                    >
                      <Close />
                    </IconButton>
                  </Tooltip>
                ) : null
              }
            >
              <ListItemText
                primary={personne(d).nomComplet}
                secondary={`${d.raisonSociale} — du ${dateFr(d.dateDebut)} au ${dateFr(d.dateFin)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

interface DelegationsSectionProps {
  /** The user's establishments, where they may delegate (the page reads them). */
  etablissements: readonly EtablissementDelegable[];
}

/** Issue 10: the delegations given and received, an add dialog and the revocation of a given one. */
export function DelegationsSection({ etablissements }: DelegationsSectionProps) {
  const query = useDelegations();
  const revoquer = useRevoquerDelegation();
  const [ajout, setAjout] = useState(false);
  const [aRevoquer, setARevoquer] = useState<Delegation | null>(null);
  const { notify, snackbar } = useNotice();
  const fermerRevocation = () => {
    setARevoquer(null);
    revoquer.reset();
  };

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2">
          Délégations
        </Typography>
        <Button
          startIcon={<Add />}
          variant="contained"
          disabled={etablissements.length === 0}
          onClick={() => setAjout(true)}
        >
          Déléguer
        </Button>
      </Stack>
      <QueryState query={query}>
        {(delegations) => (
          <Stack spacing={2}>
            <DelegationsListe
              titre="Données"
              delegations={delegations.donnees}
              personne={(d) => d.delegataire}
              onRevoquer={setARevoquer}
            />
            <DelegationsListe
              titre="Reçues"
              delegations={delegations.recues}
              personne={(d) => d.delegant}
              onRevoquer={setARevoquer}
            />
          </Stack>
        )}
      </QueryState>
      <DelegationAjoutDialog
        open={ajout}
        etablissements={etablissements}
        onClose={() => setAjout(false)}
        onSaved={notify}
      />
      <ConfirmDialog
        open={aRevoquer !== null}
        title="Révoquer la délégation"
        message={
          aRevoquer
            ? `${aRevoquer.delegataire.nomComplet} ne pourra plus valider à la place de ${aRevoquer.delegant.nomComplet}.`
            : ''
        }
        confirmLabel="Révoquer"
        confirmColor="error"
        pending={revoquer.isPending}
        error={revoquer.isError ? messageOf(revoquer.error) : null}
        onConfirm={() =>
          aRevoquer &&
          revoquer.mutate(aRevoquer.delegationId, {
            onSuccess: () => {
              fermerRevocation();
              notify('Délégation révoquée');
            },
          })
        }
        onClose={fermerRevocation}
      />
      {snackbar}
    </>
  );
}
