import { useRef, useState } from 'react';
import { messageDuChamp } from './erreurs-serveur';

export interface InlineEditOptions<T> {
  value: T;
  /** A French message when the draft cannot be saved, null when it can. */
  validate?: (draft: T) => string | null;
  onSave: (draft: T) => Promise<unknown> | unknown;
  equals?: (a: T, b: T) => boolean;
}

/**
 * Edit-in-place state of spec §2.6: Enter (or leaving the field) validates and saves, Escape
 * cancels. Saving twice (Enter then the blur that follows) is prevented by the `settling` flag.
 */
export function useInlineEdit<T>({ value, validate, onSave, equals = Object.is }: InlineEditOptions<T>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<T>(value);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const settling = useRef(false);

  const start = () => {
    settling.current = false;
    setDraft(value);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    settling.current = true;
    setEditing(false);
    setError(null);
  };
  const save = async (next: T = draft) => {
    if (settling.current) return;
    const invalid = validate?.(next) ?? null;
    if (invalid) {
      setError(invalid);
      return;
    }
    if (equals(next, value)) {
      cancel();
      return;
    }
    settling.current = true;
    setPending(true);
    try {
      await onSave(next);
      setEditing(false);
      setError(null);
    } catch (err) {
      settling.current = false;
      // One field is sent: the server's error about it is the one to show under it.
      setError(messageDuChamp(err));
    } finally {
      setPending(false);
    }
  };
  const onKeyDown = (event: { key: string; preventDefault: () => void; stopPropagation: () => void }) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };
  return { editing, draft, setDraft, error, pending, start, cancel, save, onKeyDown };
}
