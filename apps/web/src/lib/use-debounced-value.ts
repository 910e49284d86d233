import { debounce } from '@mui/material/utils';
import { useEffect, useMemo, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms (spec §9: 500 ms for the leave
 * evaluation and the employee search), over MUI's debounce rather than a hand-made timer.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  const update = useMemo(() => debounce((next: T) => setDebounced(() => next), delay), [delay]);
  useEffect(() => {
    update(value);
  }, [update, value]);
  useEffect(() => () => update.clear(), [update]);
  return debounced;
}
