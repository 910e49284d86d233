import type { Membre } from '@roulement/contract';
import { useState } from 'react';
import { DeleteDialog } from '../../../components/dialogs/delete-dialog';
import { messageOf } from '../../../lib/api-client';
import { useSupprimerMembre } from '../api/membre-mutations';
import type { ActionMembre } from './membre-actions';
import { MembreModificationDialog } from './membre-modification-dialog';
import { MembreRemplacementDialog } from './membre-remplacement-dialog';

/**
 * The member the last action was about, kept after closing so a fading dialog keeps its title;
 * `ouvert` says whether its dialog is still open.
 */
export function useDialogMembre() {
  const [courant, setCourant] = useState<{ action: ActionMembre; membre: Membre } | null>(null);
  const [ouvert, setOuvert] = useState(false);
  return {
    courant,
    ouvert,
    ouvrir: (action: ActionMembre, membre: Membre) => {
      setCourant({ action, membre });
      setOuvert(true);
    },
    fermer: () => setOuvert(false),
  };
}

interface MembresDialogsProps {
  dialog: ReturnType<typeof useDialogMembre>;
  onSaved: (message: string) => void;
}

/** The edit, replace and remove dialogs of the member actions. */
export function MembresDialogs({ dialog, onSaved }: MembresDialogsProps) {
  const { courant, ouvert, fermer } = dialog;
  const ouvertPour = (action: ActionMembre) => ouvert && courant?.action === action;
  const membre = courant?.membre ?? null;
  return (
    <>
      <MembreModificationDialog open={ouvertPour('modifier')} membre={membre} onClose={fermer} onSaved={onSaved} />
      <MembreRemplacementDialog open={ouvertPour('remplacer')} membre={membre} onClose={fermer} onSaved={onSaved} />
      {membre ? (
        <RetraitDialog
          key={membre.membreId}
          open={ouvertPour('retirer')}
          membre={membre}
          onClose={fermer}
          onSaved={onSaved}
        />
      ) : null}
    </>
  );
}

function RetraitDialog({
  open,
  membre,
  onClose,
  onSaved,
}: {
  open: boolean;
  membre: Membre;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const supprimer = useSupprimerMembre(membre);
  return (
    <DeleteDialog
      open={open}
      title={`Retirer ${membre.nomComplet} du service`}
      message="Ses créneaux à partir d'aujourd'hui et sa place dans le modèle de planning seront supprimés. Ses semaines passées restent dans l'historique des plannings."
      pending={supprimer.isPending}
      error={supprimer.isError ? messageOf(supprimer.error) : null}
      onDelete={() =>
        supprimer.mutate(undefined, {
          onSuccess: () => {
            onSaved(`${membre.nomComplet} retiré(e) du service`);
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
