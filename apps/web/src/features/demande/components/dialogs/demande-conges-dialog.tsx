import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { type Employe, TITRES_DEMANDE } from '@roulement/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CongesChamps } from '../../../../components/conges/conges-champs';
import {
  type CongesForm,
  type CongesValeurs,
  congesFormSchema,
  valeursConges,
} from '../../../../components/conges/conges-form-schema';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { QueryState } from '../../../../components/feedback/query-state';
import { SelectField } from '../../../../components/form/select-field';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { paths } from '../../../../config/paths';
import { roleHolderOf, useSession } from '../../../../lib/auth';
import { useEtablissementIdStocke } from '../../../../lib/etablissement-selection';
import { aujourdhui } from '../../../../lib/format';
import { joursDesAutresConges } from '../../../../lib/jours-conges';
import { useEmploye } from '../../../../lib/lire-employe';
import { useCongesTypes } from '../../../../lib/lister-conges-types';
import { useMembresEtablissement } from '../../../../lib/lister-membres-etablissement';
import { useDatesFeriees } from '../../../../lib/use-dates-feriees';
import { useCreerDemandeConges } from '../../api/creer-demande-conges';
import { useMesEmployes } from '../../hooks/use-mes-employes';
import { employesChoisissables, gereDesMembres, monEmployeParDefaut } from '../../utils/choix-demandeur';

export interface DemandeCongesDialogProps {
  open: boolean;
  /** Chosen beforehand (a slot's owner); the user's own record of the selected establishment otherwise. */
  employeId?: number;
  /** The establishment whose own record to prefill (a slot of Mon planning); the selected one otherwise. */
  etablissementId?: number;
  /** First day offered (a slot's day); today otherwise. */
  date?: string;
  onClose: () => void;
  onSaved?: (message: string) => void;
}

/** Spec §2.9 'Demande de congés' (width 800): on success, the request's detail. */
export function DemandeCongesDialog({ open, onClose, ...props }: DemandeCongesDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} width={800} title={TITRES_DEMANDE.Congés}>
      {(titleId) => <ChargementConges {...props} titleId={titleId} onClose={onClose} />}
    </FormDialog>
  );
}

/** The user's records are read once the dialog opens, not wherever a closed dialog is placed. */
function ChargementConges(props: Omit<DemandeCongesFormProps, 'mesEmployes'>) {
  const mesEmployes = useMesEmployes();
  return (
    <QueryState
      query={mesEmployes}
      isEmpty={(employes) => employes.length === 0}
      emptyMessage="Aucune fiche employé à votre nom : pas de congé à demander."
    >
      {(employes) => <DemandeCongesForm {...props} mesEmployes={employes} />}
    </QueryState>
  );
}

type DemandeCongesFormProps = Omit<DemandeCongesDialogProps, 'open'> & { mesEmployes: Employe[]; titleId: string };

function DemandeCongesForm({
  employeId,
  etablissementId: etablissementDuCreneau,
  date,
  mesEmployes,
  titleId,
  onClose,
  onSaved,
}: DemandeCongesFormProps) {
  const session = useSession();
  const user = session ? roleHolderOf(session) : { username: '', roles: [] };
  const etablissementId = useEtablissementIdStocke();
  const membres = useMembresEtablissement(gereDesMembres(user) && etablissementId ? etablissementId : undefined);
  const choix = employesChoisissables(user, mesEmployes, membres.data ?? [], etablissementId);
  // The chosen employee is state, not only a field: the schema depends on their other leave.
  const [choisi, setChoisi] = useState(
    employeId ?? monEmployeParDefaut(mesEmployes, etablissementDuCreneau ?? etablissementId),
  );
  const propre = mesEmployes.find((e) => e.employeId === choisi);
  const fiche = useEmploye(propre ? undefined : choisi);
  const employe = propre ?? fiche.data;
  const types = useCongesTypes();
  const listeTypes = useMemo(() => (types.data ?? []).filter((t) => t.congesTypeId > 0), [types.data]);
  const autres = useMemo(() => joursDesAutresConges(employe?.conges ?? [], null), [employe?.conges]);
  const schema = useMemo(() => congesFormSchema(listeTypes, autres.pris), [listeTypes, autres.pris]);
  const debut = date ?? aujourdhui();
  const annee = Number(debut.slice(0, 4));
  const joursFeries = useDatesFeriees([annee - 1, annee, annee + 1]);
  const creer = useCreerDemandeConges();
  const navigate = useNavigate();
  const { form, dialogForm } = useDialogForm<CongesForm, CongesValeurs>({
    resolver: zodResolver(schema),
    defaultValues: valeursConges(choisi ?? 0, null, debut),
    // The employee and the range are fed by setValue: not registered fields.
    autresChamps: ['employeId', 'dateDebut', 'dateFin'],
    envoyer: async (body) => {
      const { demandeId } = await creer.mutateAsync(body);
      navigate(paths.demandeCongesDetail(demandeId));
      return 'Demande envoyée';
    },
    onSaved,
    onClose,
  });
  const erreurEmploye = form.formState.errors.employeId?.message;

  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Créer">
      {choix.length > 1 ? (
        <SelectField
          label="Employé"
          required
          value={choisi}
          options={choix.map((c) => ({
            value: c.employeId,
            label: c.precision ? `${c.nomComplet} (${c.precision})` : c.nomComplet,
          }))}
          onChange={(id) => {
            setChoisi(id);
            form.setValue('employeId', id, { shouldValidate: form.formState.isSubmitted });
          }}
          error={erreurEmploye}
        />
      ) : (
        <TextField
          label="Employé"
          value={employe?.nomComplet ?? choix[0]?.nomComplet ?? ''}
          disabled
          required
          error={Boolean(erreurEmploye)}
          helperText={erreurEmploye}
        />
      )}
      <CongesChamps
        form={form}
        types={listeTypes}
        soldes={employe?.congesSoldes ?? []}
        autres={autres}
        joursFeries={joursFeries}
        ancien={null}
      />
    </DialogForm>
  );
}
