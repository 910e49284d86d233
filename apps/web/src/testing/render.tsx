import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { DatePickersProvider } from '../app/date-pickers-provider';
import { AppProvider } from '../app/provider';

export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });

/** Renders with the app's providers and an in-memory router at `route`; pass `queryClient` to watch the cache. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = testQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
) {
  return render(
    <AppProvider queryClient={queryClient}>
      <DatePickersProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </DatePickersProvider>
    </AppProvider>,
  );
}
