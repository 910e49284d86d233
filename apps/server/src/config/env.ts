import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'JWT_SECRET doit compter au moins 32 caractères').optional(),
  ),
  JWT_DUREE_HEURES: z.coerce.number().positive().default(10),
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  MAIL_FROM: z.string().default('Roulement <ne-pas-repondre@roulement.local>'),
  /** How often the mail worker looks for due mails besides the wake-up a new mail sends (retries). */
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  /** Address of the application as its users reach it: the start of the links sent by e-mail. */
  APP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ error: 'APP_URL : une adresse http(s) complète' }).optional(),
  ),
  /** Web Push signing keys (base64url); generated on first start and kept in the database otherwise. */
  VAPID_PUBLIC_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** The contact the push services may reach about our traffic (RFC 8292): mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT : une adresse mailto: ou https://')
    .default('mailto:ne-pas-repondre@roulement.local'),
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Failed sign-ins allowed from one address within its window (a minute), and for one e-mail from
   * one address within its own (15 minutes): past them, that address, or that e-mail from that
   * address, is refused until the window ends. Successful ones are not counted.
   */
  CONNEXION_MAX_PAR_IP: z.coerce.number().int().positive().default(30),
  CONNEXION_MAX_PAR_EMAIL: z.coerce.number().int().positive().default(10),
  CONNEXION_FENETRE_IP_SECONDES: z.coerce.number().positive().default(60),
  CONNEXION_FENETRE_EMAIL_SECONDES: z.coerce
    .number()
    .positive()
    .default(15 * 60),
  /**
   * Failed sign-ins for one e-mail, from every address in the e-mail's window, after which each
   * attempt waits (a quarter of a second, doubled at each failure, up to the ceiling) rather than
   * being refused: a colleague cannot lock the owner out (decision 071).
   */
  CONNEXION_RALENTIR_APRES: z.coerce.number().int().positive().default(10),
  CONNEXION_RALENTISSEMENT_MAX_SECONDES: z.coerce.number().min(0).max(60).default(5),
  /** Forgotten-password requests allowed per 15 minutes from one address, and per hour for one e-mail. */
  OUBLI_MAX_PAR_IP: z.coerce.number().int().positive().default(10),
  OUBLI_MAX_PAR_EMAIL: z.coerce.number().int().positive().default(3),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): `false` (none, the default),
   * their addresses or CIDR ranges separated by commas (`loopback`, `uniquelocal` also work),
   * or `true` for any sender. Trusting every sender let a client pick its own address in a
   * header and step round the per-address sign-in limit. (Fastify ignores hop counts.)
   */
  TRUST_PROXY: z.preprocess(
    (v) => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v),
    z.union([
      z.boolean(),
      z.string().regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, {
        error: 'TRUST_PROXY : false, true, ou des adresses (ou CIDR) séparées par des virgules',
      }),
    ]),
  ),
  /** Defaults to `demo` outside production, `none` in production (where `demo` is refused). */
  SEED: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['demo', 'none']).optional()),
  WEB_DIST: z.string().optional(),
  /**
   * The telephony provider's webhook (issue 13): without it, emergency redirections are only
   * recorded in the journal. The secret signs each body (HMAC-SHA256, X-Roulement-Signature).
   */
  TELEPHONIE_WEBHOOK_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ error: 'TELEPHONIE_WEBHOOK_URL : une adresse http(s) complète' }).optional(),
  ),
  TELEPHONIE_WEBHOOK_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'TELEPHONIE_WEBHOOK_SECRET doit compter au moins 16 caractères').optional(),
  ),
  /** Attempts per redirection, and the first delay between them (doubled at each retry). */
  TELEPHONIE_TENTATIVES: z.coerce.number().int().min(1).max(10).default(4),
  TELEPHONIE_DELAI_MS: z.coerce.number().int().min(0).default(1000),
});

export const SECRET_TELEPHONIE_REQUIS =
  'TELEPHONIE_WEBHOOK_SECRET est requis avec TELEPHONIE_WEBHOOK_URL : le fournisseur vérifie la signature de chaque appel.';

export const SEED_DEMO_EN_PRODUCTION =
  'SEED=demo est refusé en production : le jeu de démonstration crée des comptes aux mots de passe publics. ' +
  'Retirez SEED (ou mettez SEED=none) et créez le premier administrateur avec le lien affiché au démarrage.';

const PAIRE_VAPID = 'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble : définissez les deux, ou aucune';

export type Env = Omit<z.infer<typeof EnvSchema>, 'SEED'> & { SEED: 'demo' | 'none' };

/** Reads the environment once at start-up; a wrong value stops the process with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  if (production && parsed.data.SEED === 'demo')
    throw new Error(`Configuration invalide :\n  - SEED: ${SEED_DEMO_EN_PRODUCTION}`);
  if (parsed.data.TELEPHONIE_WEBHOOK_URL && !parsed.data.TELEPHONIE_WEBHOOK_SECRET)
    throw new Error(`Configuration invalide :\n  - TELEPHONIE_WEBHOOK_SECRET: ${SECRET_TELEPHONIE_REQUIS}`);
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY)
    throw new Error(`Configuration invalide :\n  - VAPID_PRIVATE_KEY: ${PAIRE_VAPID}`);
  return { ...parsed.data, SEED: parsed.data.SEED ?? (production ? 'none' : 'demo') };
}

/** Where users reach the application, without a trailing slash: `APP_URL`, or this machine's port. */
export function adresseApplication(env: Pick<Env, 'APP_URL' | 'PORT'>): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
