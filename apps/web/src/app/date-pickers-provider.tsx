import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale/fr';
import type { ReactNode } from 'react';

const localeText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Spec §1/§5: date pickers in French; date-fns `fr` starts weeks on Monday. */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
