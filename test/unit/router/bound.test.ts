/**
 * Account-bound channels: the router runs them only when the account they were prepared
 * on is the active one; otherwise `wrong_account`, the handler never runs, and the
 * refusal is audited under the command it would have run.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channel, ok } from '../../../shared/ipc/define';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { memoryLogger } from '../../../electron/core/events/log';
import { type AccountGuard, createRouter } from '../../../electron/core/ipc/router';

const contract = {
  live: {
    connect: channel<{ sent: true }>()(z.strictObject({ to: z.string() }), 'bound, audited as a command', { bound: true, audits: 'pushpublish.connect' }),
    watch: channel<{ watched: true }>()(z.strictObject({}), 'not bound'),
  },
  api: {
    call: channel<{ ran: string }>()(z.strictObject({ command: z.string(), params: z.record(z.string(), z.unknown()).default({}) }), 'bound as a whole', { bound: true }),
  },
};

function build(activeId = 'studio-b') {
  const ran: string[] = [];
  const refused: Parameters<AccountGuard['refused']>[0][] = [];
  const names: Record<string, string> = { sandbox: 'Sandbox', 'studio-b': 'Studio B' };
  const guard: AccountGuard = {
    active: () => ({ id: activeId, name: names[activeId]! }),
    find: (id) => (names[id] ? { id, name: names[id] } : undefined),
    refused: (entry) => void refused.push(entry),
  };
  const handlers = {
    live: {
      connect: async () => (ran.push('live.connect'), ok({ sent: true as const })),
      watch: async () => (ran.push('live.watch'), ok({ watched: true as const })),
    },
    api: { call: async (input: { command: string }) => (ran.push(`api.call ${input.command}`), ok({ ran: input.command })) },
  };
  return { router: createRouter(contract, handlers, memoryLogger(new KnownSecrets()), guard), ran, refused };
}

describe('account-bound channels', () => {
  it('refuses a call prepared on another account: wrong_account naming both, handler not run, audited as refused', async () => {
    const { router, ran, refused } = build();
    const result = await router.dispatch('live.connect', { to: 'yt' }, 'sandbox');
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'wrong_account',
        preparedOn: 'sandbox',
        active: 'studio-b',
        message: 'Not sent: this was prepared on Sandbox, but the active account is now Studio B. Nothing was sent; check the screen and press again.',
      },
    });
    expect(ran).toEqual([]);
    expect(refused).toEqual([{ profileId: 'sandbox', profileName: 'Sandbox', command: 'pushpublish.connect', params: { to: 'yt' }, message: (result as { error: { message: string } }).error.message }]);
  });

  it('refuses a bound call that names no account, and one that names an account that no longer exists', async () => {
    const { router, ran, refused } = build();
    const none = await router.dispatch('live.connect', { to: 'yt' });
    expect(none).toMatchObject({ ok: false, error: { kind: 'wrong_account', preparedOn: '', active: 'studio-b' } });
    expect((none as { error: { message: string } }).error.message).toMatch(/did not say which account.*active account is Studio B/);
    const gone = await router.dispatch('live.connect', { to: 'yt' }, 'deleted-1');
    expect(gone).toMatchObject({ ok: false, error: { kind: 'wrong_account', preparedOn: 'deleted-1' } });
    expect(ran).toEqual([]);
    expect(refused.map((r) => r.profileId)).toEqual(['', 'deleted-1']);
  });

  it('runs a bound call prepared on the active account', async () => {
    const { router, ran, refused } = build();
    expect(await router.dispatch('live.connect', { to: 'yt' }, 'studio-b')).toEqual({ ok: true, value: { sent: true } });
    expect(ran).toEqual(['live.connect']);
    expect(refused).toEqual([]);
  });

  it('api.call: a mutating command under another account is refused and audited as that command', async () => {
    const { router, ran, refused } = build();
    const result = await router.dispatch('api.call', { command: 'sevu.revoke', params: { key: 'k1' } }, 'sandbox');
    expect(result).toMatchObject({ ok: false, error: { kind: 'wrong_account', preparedOn: 'sandbox', active: 'studio-b' } });
    expect(ran).toEqual([]);
    expect(refused).toMatchObject([{ command: 'sevu.revoke', params: { key: 'k1' }, profileId: 'sandbox' }]);
  });

  it('api.call: a read under another account is refused too (its rows would land on the wrong screen), but not audited', async () => {
    const { router, ran, refused } = build();
    expect(await router.dispatch('api.call', { command: 'sevu.search', params: {} }, 'sandbox')).toMatchObject({ ok: false, error: { kind: 'wrong_account' } });
    expect(ran).toEqual([]);
    expect(refused).toEqual([]);
    expect(await router.dispatch('api.call', { command: 'sevu.search', params: {} }, 'studio-b')).toEqual({ ok: true, value: { ran: 'sevu.search' } });
  });

  it('an unbound channel ignores the account entirely', async () => {
    const { router, ran } = build();
    expect(await router.dispatch('live.watch', {})).toEqual({ ok: true, value: { watched: true } });
    expect(await router.dispatch('live.watch', {}, 'sandbox')).toEqual({ ok: true, value: { watched: true } });
    expect(ran).toEqual(['live.watch', 'live.watch']);
  });
});
