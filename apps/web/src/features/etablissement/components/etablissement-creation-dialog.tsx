import { zodResolver } from '@hookform/resolvers/zod';
import { ASSOCIATION_PAR_DEFAUT, EtablissementCreationBodySchema, type EtablissementDetail } from '@roulement/contract';
import type { z } from 'zod';
import {
  type ChampTexte,
  type CreationDialogProps,
  TextFieldsCreationDialog,
} from '../../../components/dialogs/text-fields-creation-dialog';
import { useCreerEtablissement } from '../api/etablissement-admin';

const CHAMPS: readonly ChampTexte<z.input<typeof EtablissementCreationBodySchema>>[] = [
  { name: 'raisonSociale', label: 'Raison sociale', required: true },
  { name: 'numeroFINESS', label: 'Numéro FINESS', required: false },
  { name: 'extensionSIRET', label: 'Extension SIRET', required: true },
];

/** Spec §2.10/§5: raisonSociale and extensionSIRET required, numeroFINESS optional; association 2. */
export function EtablissementCreationDialog(props: CreationDialogProps<EtablissementDetail>) {
  const creer = useCreerEtablissement();
  return (
    <TextFieldsCreationDialog
      {...props}
      title="Créer un établissement"
      champs={CHAMPS}
      resolver={zodResolver(EtablissementCreationBodySchema)}
      defaultValues={{ associationId: ASSOCIATION_PAR_DEFAUT, raisonSociale: '', numeroFINESS: '', extensionSIRET: '' }}
      creer={creer.mutateAsync}
    />
  );
}
