import { demandeRoutes, type HeuresSuppBody } from '@roulement/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /demande/heuresSupp/evaluer: the proposals the server draws from the member's slots. */
export const evaluerHeuresSupp = (body: HeuresSuppBody) => call(demandeRoutes.evaluerHeuresSupp, { body });

// Asked by the 'Évaluer' button, not kept: the next press must see the planning as it is then.
export const useEvaluerHeuresSupp = () => useMutation({ mutationFn: evaluerHeuresSupp });
