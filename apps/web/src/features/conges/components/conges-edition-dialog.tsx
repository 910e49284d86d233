import { FormDialog } from '../../../components/dialogs/form-dialog';
import { CongesDetailView } from './conges-detail-view';
import { type CongesFormProps, CongesFormView } from './conges-form';

export interface CongesDialogProps extends CongesFormProps {
  open: boolean;
  /** The profile shows every leave read-only. */
  lectureSeule?: boolean;
}

/** Spec §4 leave editability: only without a request and with the right to change it. */
export const congesModifiable = (conges: CongesFormProps['conges']): boolean =>
  conges === null || (conges.demandeCongesId === null && conges.abilities.modifier);

/** 'Poser des Congés', the edit form, or the read-only 'Détail d'un congés' (spec §2.9, §4). Width 800. */
export function CongesDialog({ open, lectureSeule = false, ...props }: CongesDialogProps) {
  const { conges, onClose } = props;
  const detail = conges !== null && (lectureSeule || !congesModifiable(conges));
  const title = conges === null ? 'Poser des Congés' : detail ? "Détail d'un congés" : 'Modifier un congé';
  return (
    <FormDialog open={open} onClose={onClose} width={800} title={title}>
      {(titleId) =>
        detail && conges ? (
          <CongesDetailView conges={conges} nomEmploye={props.employe.nomComplet} onClose={onClose} />
        ) : (
          <CongesFormView {...props} titleId={titleId} />
        )
      }
    </FormDialog>
  );
}
