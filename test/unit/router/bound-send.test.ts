/**
 * The check-then-send window: the router checks a bound call's account before its handler
 * runs, but a handler may await before it sends. An account switch in that gap must not
 * send the mutating command under the account that became active: the gateway checks the
 * bound account again at the send, refuses with wrong_account and audits the refusal.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channel, fail, ok } from '../../../shared/ipc/define';
import { createRouter } from '../../../electron/core/ipc/router';
import type { CoreServices } from '../../../electron/core/services';
import { coreOnSandbox } from '../services/core-on-sandbox';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';

const contract = {
  live: {
    split: channel<{ sent: boolean }>()(z.strictObject({}), 'bound; awaits before it sends', { bound: true }),
    peek: channel<{ apps: number }>()(z.strictObject({}), 'bound; awaits before a read'),
  },
};

let a: SandboxHandle;
let b: SandboxHandle;
let core: CoreServices;
let studioB: string;
beforeAll(async () => {
  [a, b] = await Promise.all([startSandbox({ seed: 5 }), startSandbox({ seed: 6 })]);
  core = coreOnSandbox(a, await mkdtemp(join(tmpdir(), 'mc-bound-')));
  const created = await core.router.dispatch('accounts.create', { name: 'Studio B', baseUrl: b.baseUrl, cdn: b.cdn });
  studioB = (created as { value: { id: string } }).value.id;
  // Studio B's credentials in memory, as the Sandbox account's are: this test needs no keychain.
  core.credentials.setEphemeral(studioB, { apiKey: b.apiKey, secret: b.secret });
});
afterAll(async () => {
  await core.dispose();
  await Promise.all([a.close(), b.close()]);
});

/** A router over the test contract whose handlers wait for `gate` before calling the real gateway. */
function routerWithGate() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const handlers = {
    live: {
      split: async () => {
        entered();
        await gate;
        const r = await core.gateway.call('recording.split', { app: 'demo-origin/live', stream: 'cam_1' });
        return r.ok ? ok({ sent: true }) : fail(r.error);
      },
      peek: async () => {
        entered();
        await gate;
        const r = await core.gateway.call('video.getapps', {});
        return r.ok ? ok({ apps: r.value.apps.length }) : fail(r.error);
      },
    },
  };
  const router = createRouter(contract, handlers, core.log, {
    active: () => core.profiles.active(),
    find: (id) => core.profiles.get(id),
    refused: (entry) => void core.audit.refused(entry),
  });
  return { router, open, inside };
}

describe('an account switch while a bound handler awaits', () => {
  it('sends nothing to either account, answers wrong_account naming both, and Activity has the refusal', async () => {
    await core.router.dispatch('accounts.setActive', { id: 'sandbox' });
    const { router, open, inside } = routerWithGate();
    const before = { a: a.counts()['recording.split'] ?? 0, b: b.counts()['recording.split'] ?? 0 };
    const pending = router.dispatch('live.split', {}, 'sandbox');
    await inside; // the router's check passed: the handler runs, bound to the Sandbox
    await core.router.dispatch('accounts.setActive', { id: studioB });
    open();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: 'wrong_account', preparedOn: 'sandbox', active: studioB } });
    expect(a.counts()['recording.split'] ?? 0).toBe(before.a);
    expect(b.counts()['recording.split'] ?? 0).toBe(before.b);
    const activity = await core.router.dispatch('activity.list', { command: 'recording.split' });
    expect(activity).toMatchObject({ ok: true, value: { entries: [{ outcome: 'refused', resultKind: 'wrong_account', profileId: 'sandbox' }] } });
  });

  it('still sends when no switch came between the check and the send', async () => {
    await core.router.dispatch('accounts.setActive', { id: 'sandbox' });
    const { router, open } = routerWithGate();
    const before = a.counts()['recording.split'] ?? 0;
    const pending = router.dispatch('live.split', {}, 'sandbox');
    open();
    expect(await pending).toEqual({ ok: true, value: { sent: true } });
    expect(a.counts()['recording.split']).toBe(before + 1);
  });

  it('lets reads of an unbound handler go to the account active at the send (reads change nothing)', async () => {
    await core.router.dispatch('accounts.setActive', { id: 'sandbox' });
    const { router, open, inside } = routerWithGate();
    const pending = router.dispatch('live.peek', {});
    await inside;
    await core.router.dispatch('accounts.setActive', { id: studioB });
    open();
    expect(await pending).toMatchObject({ ok: true });
  });
});
