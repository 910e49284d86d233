import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Paper, Stack } from '@mui/material';
import {
  EmailSchema,
  type EmployeResume,
  employeIdExistant,
  type ServiceResume,
  type UtilisateurTrouve,
} from '@roulement/contract';
import { useEffect, useRef, useState } from 'react';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { ApiCallError, messageOf } from '../../../lib/api-client';
import { useChercherUtilisateur } from '../api/chercher-utilisateur';
import { useCreerEmploye } from '../api/creer-employe';
import {
  commandeCreation,
  EmployeCreationFormSchema,
  type EmployeCreationValeurs,
  type EmployeCreationForm as FormValues,
  valeursInitiales,
} from './employe-creation-schema';
import { EmployeFieldsSection } from './employe-fields-section';
import { ServicesSection } from './services-section';
import { type RechercheUtilisateur, UtilisateurSection } from './utilisateur-section';

interface EmployeCreationFormProps {
  etablissementId: number;
  /** Prefilled e-mail (the registration page sends its new user here); searched at once. */
  emailInitial?: string;
  /** The establishment's employees: a found user already among them is opened directly. */
  employes: readonly EmployeResume[];
  /** The establishment's open services, to join at once. */
  services: readonly ServiceResume[];
  onCreated: (employeId: number) => void;
  /** The found user is already an employee here. */
  onExisting: (employeId: number) => void;
  onCancel: () => void;
}

/** The id of the employee a 409 names (the server's `fieldErrors.employeId`). */
function employeExistantDe(error: unknown): number | null {
  if (!(error instanceof ApiCallError) || error.status !== 409) return null;
  return employeIdExistant(error.envelope) ?? null;
}

/** Spec §2.11 « Déclaration d'un nouvel employé »: user account, then employee, then Create. */
export function EmployeCreationForm(props: EmployeCreationFormProps) {
  const { etablissementId, emailInitial = '', employes, services, onCreated, onExisting, onCancel } = props;
  const chercher = useChercherUtilisateur();
  const creer = useCreerEmploye();
  const [recherche, setRecherche] = useState<RechercheUtilisateur>({ statut: 'aFaire' });
  const { form, soumission } = useFormulaire<FormValues, EmployeCreationValeurs>({
    resolver: zodResolver(EmployeCreationFormSchema),
    defaultValues: valeursInitiales(emailInitial, services),
    envoyer: async (valeurs) => {
      try {
        const { employeId } = await creer.mutateAsync(commandeCreation(valeurs, etablissementId));
        onCreated(employeId);
      } catch (error) {
        // A 409 naming the employee is no failure to show: that record opens instead.
        const existant = employeExistantDe(error);
        if (existant === null) throw error;
        onExisting(existant);
      }
    },
  });

  const appliquer = (utilisateur: UtilisateurTrouve | null) => {
    const existant = utilisateur && employes.find((e) => e.utilisateur.utilisateurId === utilisateur.utilisateurId);
    if (existant) {
      onExisting(existant.employeId);
      return;
    }
    // Spec §2.11: a searched user with utilisateurId 0 means « not found »: a new user, names editable.
    // An existing user keeps their account: their names are neither shown nor sent.
    form.setValue('utilisateur.utilisateurId', utilisateur?.utilisateurId ?? 0);
    form.setValue('utilisateur.genre', 'Mme');
    form.setValue('utilisateur.nom', utilisateur ? undefined : '');
    form.setValue('utilisateur.prenom', utilisateur ? undefined : '');
    setRecherche(utilisateur ? { statut: 'trouve', nomComplet: utilisateur.nomComplet } : { statut: 'nouveau' });
  };
  const rechercher = (email: string) => chercher.mutate(email.trim(), { onSuccess: appliquer });

  const dejaCherche = useRef(false);
  useEffect(() => {
    if (dejaCherche.current || !EmailSchema.safeParse(emailInitial).success) return;
    dejaCherche.current = true;
    rechercher(emailInitial);
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={soumission.onSubmit}
      aria-label="Déclaration d'un nouvel employé"
      sx={{ p: 3, maxWidth: 960 }}
    >
      <Stack spacing={3}>
        <UtilisateurSection
          form={form}
          recherche={recherche}
          pending={chercher.isPending}
          erreur={chercher.isError ? messageOf(chercher.error) : null}
          onSearch={rechercher}
          onEmailChange={() => {
            if (recherche.statut !== 'aFaire') setRecherche({ statut: 'aFaire' });
            form.setValue('utilisateur.utilisateurId', undefined);
          }}
        />
        {recherche.statut !== 'aFaire' ? (
          <>
            <Divider />
            <EmployeFieldsSection form={form} />
            <Divider />
            <ServicesSection form={form} services={services} />
          </>
        ) : null}
        {soumission.erreur !== null ? <Alert severity="error">{soumission.erreur}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Annuler</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={recherche.statut === 'aFaire'}
            loading={soumission.pending}
          >
            Créer
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
