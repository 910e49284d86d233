import { useEffect, useRef } from 'react';

export interface RaccourcisDecision {
  accepter?: (() => void) | undefined;
  refuser?: (() => void) | undefined;
  suivante?: (() => void) | undefined;
  precedente?: (() => void) | undefined;
}

const TOUCHES: Record<string, keyof RaccourcisDecision> = {
  a: 'accepter',
  r: 'refuser',
  j: 'suivante',
  arrowright: 'suivante',
  k: 'precedente',
  arrowleft: 'precedente',
};

/** Where a key belongs to what is being typed or chosen, never to a shortcut. */
const SAISIE = 'input, textarea, select, [contenteditable="true"], [role="combobox"], [role="dialog"], [role="menu"]';

/**
 * The detail's keyboard shortcuts on the desktop (decision 088): A accepts, R refuses, J or → opens
 * the next request, K or ← the previous one. None fires while typing, in a dialog or a menu, or
 * with a modifier (the browser's own shortcuts stay).
 */
export function useRaccourcisDecision(raccourcis: RaccourcisDecision) {
  const actuels = useRef(raccourcis);
  actuels.current = raccourcis;
  useEffect(() => {
    const surTouche = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (e.target instanceof Element && e.target.closest(SAISIE)) return;
      const cle = TOUCHES[e.key.toLowerCase()];
      const action = cle ? actuels.current[cle] : undefined;
      if (!action) return;
      e.preventDefault();
      action();
    };
    document.addEventListener('keydown', surTouche);
    return () => document.removeEventListener('keydown', surTouche);
  }, []);
}
