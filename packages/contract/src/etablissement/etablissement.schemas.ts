import { z } from 'zod';

/** Spec §3 « directeur (an employee) »: the employee, their user and their name. */
export const DirecteurSchema = z.object({
  employeId: z.number().int(),
  utilisateurId: z.number().int(),
  nomComplet: z.string(),
});

export const EtablissementSchema = z.object({
  etablissementId: z.number().int(),
  associationId: z.number().int(),
  raisonSociale: z.string(),
  numeroFINESS: z.string().nullable(),
  numeroSIRET: z.string().nullable(),
  siegeSocialId: z.number().int().nullable().describe('Établissement siège social'),
  granulariteMinutes: z.number().int().describe('Granularité des horaires, en minutes'),
  directeur: DirecteurSchema.nullable().describe("Le directeur, un employé de l'établissement ou de son siège"),
  aideIndividuelleMensuelle: z.boolean().describe('Fonction fiches AIM activée'),
  exportPaye: z.boolean().describe('Export des éléments de paye activé'),
  urlApplicationUsagers: z
    .string()
    .nullable()
    .describe('Application externe des usagers, vers laquelle les écrans /usagers renvoient'),
});
export type Etablissement = z.infer<typeof EtablissementSchema>;
