import type { MoyenDePaiementId } from '@roulement/contract';

/** Spec §3: ESPECE shown yellow, VIREMENT blue. */
export const COULEURS_MOYEN: Record<MoyenDePaiementId, { bgcolor: string; color: string }> = {
  ESPECE: { bgcolor: '#FFD54F', color: 'rgba(0, 0, 0, 0.87)' },
  VIREMENT: { bgcolor: '#1565C0', color: '#FFFFFF' },
};
