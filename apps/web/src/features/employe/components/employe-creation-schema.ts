import {
  CreateMembreCommandSchema,
  type EmployeCreationBody,
  EmployeCreationBodySchema,
  type ServiceResume,
} from '@roulement/contract';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { minutesDepuisHeures, SoldeRecupHeuresSchema } from '../utils/solde-recup';

/** One service of the services section: chosen or not, with its weekly hours when chosen. */
const ServiceChoisiSchema = z.discriminatedUnion('choisi', [
  z.object({
    serviceId: z.number().int(),
    choisi: z.literal(true),
    heuresHebdo: CreateMembreCommandSchema.shape.heuresHebdo,
  }),
  z.object({ serviceId: z.number().int(), choisi: z.literal(false), heuresHebdo: z.unknown() }),
]);

/**
 * Spec §5 employee form: the creation command, with the initial recovery balance in hours and
 * the establishment's services to tick (each with its weekly hours, 'Entrer une valeur numérique').
 */
export const EmployeCreationFormSchema = EmployeCreationBodySchema.omit({
  etablissementId: true,
  soldeRecupInitial: true,
  createMembreCommands: true,
}).extend({ soldeRecupInitial: SoldeRecupHeuresSchema, services: z.array(ServiceChoisiSchema) });
export type EmployeCreationForm = z.input<typeof EmployeCreationFormSchema>;
export type EmployeCreationValeurs = z.output<typeof EmployeCreationFormSchema>;

export const valeursInitiales = (
  email: string,
  services: readonly ServiceResume[],
): DefaultValues<EmployeCreationForm> => ({
  utilisateur: { email, genre: 'Mme', nom: '', prenom: '' },
  emailPro: '',
  delegueDuPersonnel: false,
  administrateur: false,
  dateEntreeAnciennete: null,
  soldeRecupInitial: 0,
  soldeInitialCongesPayes: 0,
  soldeInitialCongesTrimestriels: 0,
  services: services.map((s) => ({ serviceId: s.serviceId, choisi: false, heuresHebdo: 0 })),
});

/** The command sent: hours become minutes, ticked services become memberships. */
export function commandeCreation(valeurs: EmployeCreationValeurs, etablissementId: number): EmployeCreationBody {
  const { services, ...employe } = valeurs;
  return {
    ...employe,
    etablissementId,
    soldeRecupInitial: minutesDepuisHeures(valeurs.soldeRecupInitial),
    createMembreCommands: services.flatMap((s) =>
      s.choisi ? [{ serviceId: s.serviceId, heuresHebdo: s.heuresHebdo }] : [],
    ),
  };
}
