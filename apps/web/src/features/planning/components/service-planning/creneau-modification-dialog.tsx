import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import {
  type ActionModification,
  type Creneau,
  erreurModificationCreneau,
  ModifierCreneauBodySchema,
} from '@roulement/contract';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useSaisiesHoraires } from '../../../../components/form/heure-field';
import { PlageHoraireFields } from '../../../../components/form/plage-horaire-fields';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { dateLongue } from '../../../../lib/format';
import { useActionCreneau } from '../../api/use-action-creneau';
import { bornesModification } from '../../utils/bornes-modification';
import { plageHoraire } from '../../utils/libelles-planning';
import { ApercuRecuperation } from './apercu-recuperation';

export const TITRE_MODIFICATION: Record<ActionModification, string> = {
  DEPLACER: 'Déplacer le créneau',
  HEURES_SUPPLEMENTAIRES: 'Ajouter des heures supplémentaires',
  RECUPERATION: 'Ajouter une récupération',
};

const MESSAGE: Record<ActionModification, string> = {
  DEPLACER: 'Créneau déplacé',
  HEURES_SUPPLEMENTAIRES: 'Heures supplémentaires ajoutées',
  RECUPERATION: 'Récupération ajoutée',
};

/** The contract's body, then the §5 bounds of the action against the original slot. */
export const modificationSchema = (original: Creneau) =>
  ModifierCreneauBodySchema.superRefine((b, ctx) => {
    const horaires = { heureDebut: original.heureDebut.valeur, heureFin: original.heureFin.valeur };
    const erreur = erreurModificationCreneau(
      horaires,
      { heureDebut: b.nouvelleHeureDebut, heureFin: b.nouvelleHeureFin },
      b.action,
    );
    if (erreur) ctx.addIssue({ code: 'custom', path: [erreur.champ], message: erreur.message });
  });
type Saisie = z.input<ReturnType<typeof modificationSchema>>;
type Valeurs = z.output<ReturnType<typeof modificationSchema>>;

interface ModificationCreneauDialogProps {
  serviceId: number;
  /** The slot and what to do with it, or null when closed. */
  cible: { creneau: Creneau; action: ActionModification } | null;
  nomMembre: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Spec §5 shift edits: move, overtime or recovery, with the live recovery preview. Width 600. */
export function ModificationCreneauDialog({ cible, onClose, ...props }: ModificationCreneauDialogProps) {
  return (
    <FormDialog
      open={cible !== null}
      onClose={onClose}
      width={600}
      title={cible ? TITRE_MODIFICATION[cible.action] : ''}
    >
      {(titleId) => (cible ? <ModificationForm {...props} {...cible} titleId={titleId} onClose={onClose} /> : null)}
    </FormDialog>
  );
}

function ModificationForm({
  serviceId,
  creneau,
  action,
  nomMembre,
  titleId,
  onClose,
  onSaved,
}: Omit<ModificationCreneauDialogProps, 'cible'> & { creneau: Creneau; action: ActionModification; titleId: string }) {
  const mutation = useActionCreneau(serviceId);
  const saisies = useSaisiesHoraires();
  const original = { heureDebut: creneau.heureDebut.valeur, heureFin: creneau.heureFin.valeur };
  const { form, dialogForm } = useDialogForm<Saisie, Valeurs>({
    resolver: zodResolver(modificationSchema(creneau)),
    defaultValues: { nouvelleHeureDebut: original.heureDebut, nouvelleHeureFin: original.heureFin, action },
    pret: saisies.toutesValides,
    envoyer: async (body) => {
      await mutation.mutateAsync({ action: 'modifier', creneau, body });
      return MESSAGE[action];
    },
    onSaved,
    onClose,
  });
  const [debut, fin] = useWatch({ control: form.control, name: ['nouvelleHeureDebut', 'nouvelleHeureFin'] });
  const bornes = bornesModification(original, { debut: debut ?? null, fin: fin ?? null }, action);
  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Enregistrer">
      <Typography>
        {nomMembre} — {dateLongue(creneau.date)}, {plageHoraire(creneau)}
      </Typography>
      <PlageHoraireFields
        control={form.control}
        noms={{ debut: 'nouvelleHeureDebut', fin: 'nouvelleHeureFin' }}
        bornes={bornes}
        saisies={saisies}
      />
      {action !== 'DEPLACER' ? (
        <ApercuRecuperation original={original} debut={debut ?? null} fin={fin ?? null} />
      ) : null}
    </DialogForm>
  );
}
