import { Autocomplete, TextField } from '@mui/material';
import type { ComptableCandidat } from '@roulement/contract';
import { useState } from 'react';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { messageOf } from '../../../lib/api-client';
import { useAjouterComptable, useCandidatsComptables } from '../api/comptables';

interface ComptableAjoutDialogProps {
  open: boolean;
  etablissementId: number;
  /** Already accountants: not offered again. */
  dejaComptables: readonly number[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Spec §2.10 accountant management: an employee of the establishment becomes its accountant. */
export function ComptableAjoutDialog({ open, onClose, ...rest }: ComptableAjoutDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={600} title="Ajouter un comptable">
      {(titleId) => <ComptableAjoutForm titleId={titleId} onClose={onClose} {...rest} />}
    </FormDialog>
  );
}

function ComptableAjoutForm({
  titleId,
  etablissementId,
  dejaComptables,
  onClose,
  onSaved,
}: Omit<ComptableAjoutDialogProps, 'open'> & { titleId: string }) {
  const candidats = useCandidatsComptables(etablissementId);
  const ajouter = useAjouterComptable(etablissementId);
  const [choisi, setChoisi] = useState<ComptableCandidat | null>(null);
  const [requis, setRequis] = useState(false);
  const options = (candidats.data ?? []).filter((e) => !dejaComptables.includes(e.utilisateurId));
  const erreurChamp =
    requis && !choisi ? 'Information obligatoire' : candidats.isError ? messageOf(candidats.error) : undefined;
  return (
    <DialogForm
      titleId={titleId}
      libelleValider="Ajouter"
      pending={ajouter.isPending}
      erreur={ajouter.isError ? messageOf(ajouter.error) : null}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setRequis(true);
        if (!choisi) return;
        ajouter.mutate(
          { etablissementId, nouveauComptableUtilisateurId: choisi.utilisateurId },
          {
            onSuccess: () => {
              onSaved('Comptable ajouté');
              onClose();
            },
          },
        );
      }}
    >
      <Autocomplete<ComptableCandidat>
        options={options}
        loading={candidats.isPending}
        loadingText="Chargement…"
        noOptionsText="Aucun employé"
        value={choisi}
        onChange={(_e, employe) => setChoisi(employe)}
        getOptionLabel={(e) => e.nomComplet}
        isOptionEqualToValue={(a, b) => a.utilisateurId === b.utilisateurId}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Comptable"
            required
            autoFocus
            error={Boolean(erreurChamp)}
            helperText={erreurChamp}
          />
        )}
      />
    </DialogForm>
  );
}
