import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import type { Conges, Employe } from '@roulement/contract';
import { useMemo } from 'react';
import { CongesChamps } from '../../../components/conges/conges-champs';
import {
  type CongesValeurs,
  congesFormSchema,
  type CongesForm as Valeurs,
  valeursConges,
} from '../../../components/conges/conges-form-schema';
import { DialogForm } from '../../../components/dialogs/dialog-form';
import { useDialogForm } from '../../../components/form/use-formulaire';
import { messageOf } from '../../../lib/api-client';
import { aujourdhui } from '../../../lib/format';
import { joursDesAutresConges } from '../../../lib/jours-conges';
import { useCongesTypes } from '../../../lib/lister-conges-types';
import { useCreerConges } from '../api/creer-conges';
import { useModifierConges } from '../api/modifier-conges';
import { useSupprimerConges } from '../api/supprimer-conges';
import type { SurEmploye } from '../api/sur-employe';

export type EmployePourConges = Pick<Employe, 'employeId' | 'nomComplet' | 'conges' | 'congesSoldes'>;

export interface CongesFormProps extends SurEmploye {
  employe: EmployePourConges;
  /** The leave to change, or null to create one. */
  conges: Conges | null;
  /** Public holidays, drawn yellow (spec §5). */
  joursFeries: readonly string[];
  /** First day offered for a new leave (a planning slot's day); today otherwise. */
  dateInitiale?: string;
  onClose: () => void;
  onSaved?: (message: string) => void;
}

/** Spec §2.9 / §5 « Poser des Congés »: employee, type, range, half day (type 7 only), comment. */
export function CongesFormView({
  employe,
  conges,
  joursFeries,
  dateInitiale,
  onEmploye,
  onClose,
  onSaved,
  titleId,
}: CongesFormProps & { titleId: string }) {
  const types = useCongesTypes();
  const creer = useCreerConges({ onEmploye });
  const modifier = useModifierConges({ onEmploye });
  const supprimer = useSupprimerConges({ onEmploye });
  const listeTypes = useMemo(() => (types.data ?? []).filter((t) => t.congesTypeId > 0), [types.data]);
  const autres = useMemo(
    () => joursDesAutresConges(employe.conges, conges?.congesId ?? null),
    [employe.conges, conges],
  );
  const schema = useMemo(() => congesFormSchema(listeTypes, autres.pris), [listeTypes, autres.pris]);
  const { form, terminer, dialogForm } = useDialogForm<Valeurs, CongesValeurs>({
    resolver: zodResolver(schema),
    defaultValues: valeursConges(employe.employeId, conges, dateInitiale ?? aujourdhui()),
    // The range picker is fed by setValue: its two dates are not registered fields.
    autresChamps: ['dateDebut', 'dateFin'],
    envoyer: async (data) => {
      if (!conges) {
        await creer.mutateAsync(data);
        return 'Congé créé';
      }
      await modifier.mutateAsync({ congesId: conges.congesId, body: data });
      return 'Congé modifié';
    },
    onSaved,
    onClose,
  });

  return (
    <DialogForm
      titleId={titleId}
      {...dialogForm}
      libelleValider={conges ? 'Enregistrer' : 'Créer'}
      suppression={
        conges?.abilities.supprimer
          ? {
              titre: 'Supprimer le congé',
              pending: supprimer.isPending,
              error: supprimer.isError ? messageOf(supprimer.error) : null,
              onDelete: () => supprimer.mutate(conges.congesId, { onSuccess: () => terminer('Congé supprimé') }),
            }
          : undefined
      }
    >
      <TextField label="Employé" value={employe.nomComplet} disabled required />
      <CongesChamps
        form={form}
        types={listeTypes}
        soldes={employe.congesSoldes}
        autres={autres}
        joursFeries={joursFeries}
        ancien={conges}
      />
    </DialogForm>
  );
}
