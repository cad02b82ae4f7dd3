/**
 * A call main makes by itself (a poll, a reconnect try: acting-for.ts) goes on its own
 * account's client and is audited under it, whatever account is active — never on the
 * active one by fallback; outside such an act, a call goes to the active account.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult } from '../../../shared/api/failures';
import { actFor } from '../../../electron/core/gateway/acting-for';
import { META, services } from './helpers';

const okResult = (value: unknown): CallResult<unknown> => ({ ok: true, value, meta: META });
let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

async function account(core: Awaited<ReturnType<typeof services>>['core'], name: string, apiKey: string): Promise<string> {
  const created = await core.router.dispatch('accounts.create', { name, baseUrl: 'https://api.example.com/stable/', cdn: 42 });
  if (!created.ok) throw new Error(created.error.message);
  const id = (created.value as { id: string }).id;
  const stored = await core.router.dispatch('accounts.setCredentials', { id, apiKey, secret: `secret-of-${apiKey}` });
  if (!stored.ok) throw new Error(stored.error.message);
  return id;
}

describe("main's own acts go to their own account", () => {
  it('a read and a connect made for A while B is active go on A’s client, audited under A; others go to B', async () => {
    const s = await services(() => okResult({ status: 'success', message: 'ok', handle_time: 0.01, code: null, streams: [] }));
    cleanup.push(() => s.core.dispose());
    const a = await account(s.core, 'Studio A', 'key-of-studio-a');
    const b = await account(s.core, 'Studio B', 'key-of-studio-b');
    await s.core.router.dispatch('accounts.setActive', { id: b });

    await actFor(a, () => s.core.gateway.call('stream.active', { app: 'demo-origin', inst: 'live' } as never));
    await actFor(a, () => s.core.gateway.call('pushpublish.connect', { push_service_id: 501, inst: 'live' } as never));
    await s.core.gateway.call('stream.active', { app: 'demo-origin', inst: 'live' } as never);
    expect(s.calls.map((c) => [c.command, c.apiKey])).toEqual([
      ['stream.active', 'key-of-studio-a'],
      ['pushpublish.connect', 'key-of-studio-a'],
      ['stream.active', 'key-of-studio-b'],
    ]);
    const audit = (await readFile(join(s.dataDir, 'audit.jsonl'), 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { command: string; profileId: string });
    expect(audit.filter((e) => e.command === 'pushpublish.connect').map((e) => e.profileId)).toEqual([a]);
  });
});
