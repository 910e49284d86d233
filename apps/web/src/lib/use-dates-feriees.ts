import { useMemo } from 'react';
import { useJoursFeriesDesAnnees } from './lister-jours-feries';

/** `YYYY-MM-DD` of every public holiday of the given years, for date pickers to highlight. */
export function useDatesFeriees(annees: readonly number[]): string[] {
  const results = useJoursFeriesDesAnnees(annees);
  const dates = results.flatMap((result) => result.data ?? []).map((jour) => jour.date);
  const key = dates.join(',');
  // Same list while the holidays do not change, so pickers do not re-render for nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the joined dates on purpose
  return useMemo(() => dates, [key]);
}
