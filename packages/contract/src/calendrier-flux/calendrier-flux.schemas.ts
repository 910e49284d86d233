import { z } from 'zod';

/** The private iCalendar addresses of the signed-in user (decision 053). */
export const FluxCalendrierSchema = z.object({
  planning: z.string().describe('Adresse iCalendar de ses créneaux et de ses congés'),
  absences: z
    .string()
    .nullable()
    .describe('Adresse iCalendar des absences des membres de ses services (chef de service), sinon null'),
  creeLe: z.string().describe('Instant où le lien actuel a été créé (ISO 8601)'),
});
export type FluxCalendrier = z.infer<typeof FluxCalendrierSchema>;

/** 256 bits in base64url: 43 characters. */
export const FluxJetonParamsSchema = z.object({
  jeton: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Adresse de calendrier invalide' })
    .describe("Jeton de l'adresse privée du calendrier"),
});

export const MESSAGE_FLUX_INTROUVABLE = 'Calendrier introuvable : cette adresse a peut-être été régénérée';
