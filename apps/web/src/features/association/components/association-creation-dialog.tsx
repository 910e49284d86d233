import { zodResolver } from '@hookform/resolvers/zod';
import { type Association, AssociationCreationBodySchema } from '@roulement/contract';
import type { z } from 'zod';
import {
  type ChampTexte,
  type CreationDialogProps,
  TextFieldsCreationDialog,
} from '../../../components/dialogs/text-fields-creation-dialog';
import { useCreerAssociation } from '../api/associations';

const CHAMPS: readonly ChampTexte<z.input<typeof AssociationCreationBodySchema>>[] = [
  { name: 'nom', label: 'Nom', required: true },
  { name: 'SIREN', label: 'SIREN', required: false },
  { name: 'FINESS', label: 'FINESS', required: false },
  { name: 'SIRET', label: 'SIRET', required: false },
];

/** Spec §2.10 association creation: nom required; SIREN, FINESS and SIRET optional (spec §5). */
export function AssociationCreationDialog(props: CreationDialogProps<Association>) {
  const creer = useCreerAssociation();
  return (
    <TextFieldsCreationDialog
      {...props}
      title="Créer une association"
      champs={CHAMPS}
      resolver={zodResolver(AssociationCreationBodySchema)}
      defaultValues={{ nom: '', SIREN: '', FINESS: '', SIRET: '' }}
      creer={creer.mutateAsync}
    />
  );
}
