import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContentText } from '@mui/material';
import {
  type InterchangerMembreBody,
  InterchangerMembreBodySchema,
  type Membre,
  type ModelePlanning,
} from '@roulement/contract';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { useEditerModele } from '../../api/editer-modele';
import { ChampListe } from './champ-liste';

interface InterchangerDialogProps {
  modele: ModelePlanning;
  membres: readonly Membre[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function InterchangerDialog({ onClose, ...rest }: InterchangerDialogProps) {
  return (
    <FormDialog open title="Interchanger deux membres" width={600} onClose={onClose}>
      {(titleId) => <InterchangerForm onClose={onClose} titleId={titleId} {...rest} />}
    </FormDialog>
  );
}

/**
 * Spec §3 member swap: the two members exchange their slots and rest days in the template. Spec
 * §8: a failed swap only stops the button's loading; the dialog stays open as it was.
 */
function InterchangerForm({
  modele,
  membres,
  onClose,
  onSaved,
  titleId,
}: InterchangerDialogProps & { titleId: string }) {
  const editer = useEditerModele(modele);
  const { form, dialogForm } = useDialogForm<InterchangerMembreBody, z.output<typeof InterchangerMembreBodySchema>>({
    resolver: zodResolver(InterchangerMembreBodySchema),
    envoyer: async (body) => {
      await editer.mutateAsync({ type: 'interchangerMembre', body });
      return 'Membres interchangés';
    },
    onSaved,
    onClose,
  });
  const options = membres.map((m) => ({ value: m.membreId, label: m.nomComplet }));
  return (
    <DialogForm
      titleId={titleId}
      {...dialogForm}
      // Spec §8: a failed swap only stops the button's loading (a field the server names still shows it).
      erreur={null}
      libelleValider="Interchanger"
      margeHaute={false}
    >
      <DialogContentText>
        Les créneaux et jours de repos des deux membres sont échangés dans le modèle.
      </DialogContentText>
      <ChampListe control={form.control} name="remplaceMembreId" label="Membre remplacé" options={options} />
      <ChampListe control={form.control} name="remplacantMembreId" label="Membre remplaçant" options={options} />
    </DialogForm>
  );
}
