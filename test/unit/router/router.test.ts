import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channel, ok } from '../../../shared/ipc/define';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { memoryLogger } from '../../../electron/core/events/log';
import { createRouter } from '../../../electron/core/ipc/router';

/** None of these channels is bound, so the guard must never be asked to audit. */
const refuseAll = {
  active: () => ({ id: 'a', name: 'A' }),
  find: () => undefined,
  refused: () => {
    throw new Error('an unbound channel was refused');
  },
};

const contract = {
  demo: {
    echo: channel<{ n: number }>()(z.strictObject({ n: z.number().int('n must be a whole number') }), 'echo'),
    boom: channel<null>()(z.strictObject({}), 'throws'),
    missing: channel<null>()(z.strictObject({}), 'no handler'),
  },
};

function build() {
  const secrets = new KnownSecrets();
  secrets.add('canary-secret-value');
  const log = memoryLogger(secrets);
  const handlers = {
    demo: {
      echo: async (input: { n: number }) => ok({ n: input.n * 2 }),
      boom: async () => {
        throw new Error('failed with canary-secret-value inside');
      },
    },
  };
  return { router: createRouter(contract, handlers, log, refuseAll), log };
}

describe('router', () => {
  it('validates input and runs the handler', async () => {
    const { router } = build();
    expect(await router.dispatch('demo.echo', { n: 21 })).toEqual({ ok: true, value: { n: 42 } });
  });

  it('refuses bad input with issues and a readable message, handler not run', async () => {
    const { router } = build();
    const result = await router.dispatch('demo.echo', { n: 1.5, extra: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid_input');
    if (result.error.kind !== 'invalid_input') return;
    expect(result.error.issues.map((i) => i.message)).toContain('n must be a whole number');
    expect(result.error.message).toMatch(/^demo\.echo was refused: n: n must be a whole number/);
  });

  it('reports unknown channels, prototype names included', async () => {
    const { router } = build();
    for (const name of ['demo.nope', 'nope.echo', 'demo', '', 'demo.toString', '__proto__.x']) {
      const result = await router.dispatch(name, {});
      expect(result).toMatchObject({ ok: false, error: { kind: 'unknown_channel' } });
    }
  });

  it('reports a declared channel without handler as unknown and logs the bug', async () => {
    const { router, log } = build();
    expect(await router.dispatch('demo.missing', {})).toMatchObject({ ok: false, error: { kind: 'unknown_channel' } });
    expect(log.lines.join('\n')).toContain('no handler registered for demo.missing');
  });

  it('turns a thrown handler into internal, logged with details but redacted', async () => {
    const { router, log } = build();
    const result = await router.dispatch('demo.boom', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('canary-secret-value');
    const text = log.lines.join('\n');
    expect(text).toContain('demo.boom threw');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('canary-secret-value');
  });

  it('lists its channels', () => {
    expect(build().router.channels()).toEqual(['demo.echo', 'demo.boom', 'demo.missing']);
  });
});
