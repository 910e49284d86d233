import { INFORMATION_OBLIGATOIRE } from '@roulement/contract';
import { z } from 'zod';

/** A required choice from a list of ids: empty or not chosen reads 'Information obligatoire'. */
export const requis = () =>
  z.number({ error: INFORMATION_OBLIGATOIRE }).int().positive({ error: INFORMATION_OBLIGATOIRE });
