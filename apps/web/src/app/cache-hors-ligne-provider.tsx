import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { conserverCache, restaurerCache } from '../lib/cache-hors-ligne';

/**
 * The signed-in user's copy of their planning, balances and requests (decision 086). It is put
 * back during the first render, before any screen asks the server, and written back as it changes.
 */
export function CacheHorsLigneProvider({ username, children }: { username: string; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => restaurerCache(client, username));
  useEffect(() => conserverCache(client, username), [client, username]);
  return children;
}
