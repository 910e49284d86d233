import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';

/**
 * What every screen relies on: server state and the French MUI theme. The date pickers' French
 * localisation is in `DatePickersProvider` (date-pickers-provider.tsx), mounted by the signed-in
 * shell, so the sign-in page does not download date-fns and the pickers.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
