import { createContext, useContext } from 'react';

/** How the days of a date picker's calendar are drawn (spec §5). */
export interface DayStyles {
  /** Public holidays, drawn yellow. */
  highlighted: ReadonlySet<string>;
  /** Days already taken (existing leave), drawn in their colour (`#RRGGBB`). */
  colored: ReadonlyMap<string, string>;
  /** The chosen range of a range picker, shaded. */
  range: { debut: string; fin: string } | null;
}

export const DayStylesContext = createContext<DayStyles>({ highlighted: new Set(), colored: new Map(), range: null });

export const useDayStyles = (): DayStyles => useContext(DayStylesContext);

export const HOLIDAY_COLOR = '#fff59d';
