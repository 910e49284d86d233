import { createHmac } from 'node:crypto';
import type { Env } from '../../config/env';

/**
 * The telephony provider behind emergency redirections (DOMAIN.md, On-call): an interface with
 * the journal (records only: the redirection row is the whole effect) and a signed webhook.
 */
export interface DemandeRedirection {
  etablissementId: number;
  numeroUrgence: string;
  numeroDeRenvoi: string;
  debut: string;
  fin: string;
}

export interface ResultatRedirection {
  reussie: boolean;
  tentatives: number;
  erreur: string | null;
}

export interface FournisseurTelephonie {
  readonly nom: string;
  rediriger(demande: DemandeRedirection): Promise<ResultatRedirection>;
}

export const fournisseurJournal: FournisseurTelephonie = {
  nom: 'journal',
  rediriger: async () => ({ reussie: true, tentatives: 1, erreur: null }),
};

export const ENTETE_SIGNATURE = 'x-roulement-signature';

/** `sha256=<hex>` of the exact body sent: the provider recomputes it with the shared secret. */
export function signer(corps: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(corps).digest('hex')}`;
}

export interface OptionsWebhook {
  url: string;
  secret: string;
  tentatives: number;
  /** First wait between attempts; doubled at each retry (exponential backoff). */
  delaiMs: number;
  delaiMaxAppelMs?: number;
}

const attendre = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function fournisseurWebhook(options: OptionsWebhook): FournisseurTelephonie {
  return {
    nom: 'webhook',
    async rediriger(demande) {
      const corps = JSON.stringify(demande);
      let erreur = '';
      for (let tentative = 1; tentative <= options.tentatives; tentative++) {
        if (tentative > 1) await attendre(options.delaiMs * 2 ** (tentative - 2));
        try {
          const reponse = await fetch(options.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [ENTETE_SIGNATURE]: signer(corps, options.secret) },
            body: corps,
            signal: AbortSignal.timeout(options.delaiMaxAppelMs ?? 10_000),
          });
          if (reponse.ok) return { reussie: true, tentatives: tentative, erreur: null };
          erreur = `Le fournisseur a répondu ${reponse.status}`;
        } catch (e) {
          erreur = `Fournisseur injoignable : ${e instanceof Error ? e.message : String(e)}`;
        }
      }
      return { reussie: false, tentatives: options.tentatives, erreur };
    },
  };
}

/** The webhook when the environment names one (with its secret, checked at start), else the journal. */
export function fournisseurDepuisEnv(
  env: Pick<
    Env,
    'TELEPHONIE_WEBHOOK_URL' | 'TELEPHONIE_WEBHOOK_SECRET' | 'TELEPHONIE_TENTATIVES' | 'TELEPHONIE_DELAI_MS'
  >,
): FournisseurTelephonie {
  if (!env.TELEPHONIE_WEBHOOK_URL || !env.TELEPHONIE_WEBHOOK_SECRET) return fournisseurJournal;
  return fournisseurWebhook({
    url: env.TELEPHONIE_WEBHOOK_URL,
    secret: env.TELEPHONIE_WEBHOOK_SECRET,
    tentatives: env.TELEPHONIE_TENTATIVES,
    delaiMs: env.TELEPHONIE_DELAI_MS,
  });
}
