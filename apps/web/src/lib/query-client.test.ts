import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient offline (issue 25)', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  it('believes navigator.onLine from the start, so a page reloaded offline does not try the server', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    client.mount();
    expect(onlineManager.isOnline()).toBe(false);
    client.unmount();
  });

  it('keeps showing the data it has, and fails an action at once rather than leave it waiting', async () => {
    const client = createQueryClient();
    client.mount();
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async () => ['frais']);
    client.setQueryData(['planning', 'utilisateur', 7], ['gardé'], { updatedAt: 1 });
    const lecture = new QueryObserver(client, { queryKey: ['planning', 'utilisateur', 7], queryFn });
    const arreter = lecture.subscribe(() => {});
    expect(lecture.getCurrentResult()).toMatchObject({ status: 'success', fetchStatus: 'paused', data: ['gardé'] });
    expect(queryFn).not.toHaveBeenCalled();

    const action = new MutationObserver(client, {
      mutationFn: async () => Promise.reject(new Error('hors ligne')),
    });
    await expect(action.mutate()).rejects.toThrow('hors ligne');
    expect(action.getCurrentResult().status).toBe('error');
    arreter();
    client.unmount();
  });
});
