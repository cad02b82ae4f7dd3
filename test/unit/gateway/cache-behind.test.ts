/**
 * The gateway answers a cached read without waiting for its offline copy to reach the
 * disk (an fsync'd rename can take tens of ms on a busy disk); the copy is still there for
 * the next read of the cache, and shutdown waits for it. The cache's file writer is held
 * open here, so an answer that waited for it would never come.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../../../shared/api/failures';
import { addAccount, META, services } from './helpers';

const held = vi.hoisted(() => ({ release: null as null | (() => void), started: [] as string[] }));

vi.mock('../../../electron/core/fs/atomic', async (importActual) => {
  const actual = await importActual<typeof import('../../../electron/core/fs/atomic')>();
  return {
    ...actual,
    writeTextAtomic: async (path: string, text: string) => {
      held.started.push(path);
      await new Promise<void>((resolve) => {
        held.release = resolve;
      });
      return actual.writeTextAtomic(path, text);
    },
  };
});

const okResult = (value: unknown): CallResult<unknown> => ({ ok: true, value, meta: META });

afterEach(() => {
  held.release?.();
  held.release = null;
  held.started = [];
});

describe('gateway: the read cache is written behind the answer', () => {
  it('answers while the cache write is still held, and the cache shows the read once it lands', async () => {
    const s = await services(() => okResult({ status: 'success', apps: [{ app: 'demo' }] }));
    const id = await addAccount(s.core);
    const result = await s.core.gateway.call('video.getapps', {}, { cacheKey: 'reports:apps' });
    expect(result).toMatchObject({ ok: true, value: { apps: [{ app: 'demo' }] } });
    expect(held.started).toHaveLength(1); // the write began, and is still held
    const cached = s.core.cache.get(id, 'reports:apps');
    let settled = false;
    void cached.then(() => (settled = true));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false); // a read of the cache waits for the write under way
    held.release?.();
    expect(await cached).toMatchObject({ response: { apps: [{ app: 'demo' }] }, profileId: id });
    await s.core.dispose();
  });

  it('shutdown waits for a write under way', async () => {
    const s = await services(() => okResult({ status: 'success', apps: [] }));
    const id = await addAccount(s.core);
    await s.core.gateway.call('video.getapps', {}, { cacheKey: 'reports:apps' });
    const disposed = s.core.dispose();
    await vi.waitFor(() => expect(held.release).not.toBeNull());
    held.release?.();
    await disposed;
    expect(await s.core.cache.get(id, 'reports:apps')).toMatchObject({ response: { apps: [] } });
  });
});
