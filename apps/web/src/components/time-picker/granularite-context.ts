import { DEFAULT_GRANULARITE_MINUTES } from '@roulement/contract';
import { createContext, useContext } from 'react';

/**
 * Spec §5: the time picker steps by the selected establishment's `granulariteMinutes`. The shell
 * provides it here so every picker follows the establishment without each form passing it.
 */
export const GranulariteContext = createContext<number>(DEFAULT_GRANULARITE_MINUTES);

export const useGranularite = (): number => useContext(GranulariteContext);
