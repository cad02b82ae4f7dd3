/**
 * The start export and insights share (prepareAccountCommand): --help answers with the usage
 * and exit 0; a refused input or account is said once, named and followed by the usage, with
 * exit 2; a good start hands back the checked input and the account.
 */
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_OPTIONS, UsageError, prepareAccountCommand } from '../../../electron/cli/account-flags';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';

const USAGE = 'usage: master-control probe N';
const command = {
  name: 'probe',
  usage: USAGE,
  parse: (argv: string[]) => parseArgs({ args: argv, strict: true, allowPositionals: true, options: { ...ACCOUNT_OPTIONS, help: { type: 'boolean', default: false } } }),
  check: (positionals: string[]) => {
    const n = Number(positionals[0]);
    if (!Number.isInteger(n)) throw new UsageError(`N is a whole number, not "${positionals[0]}"`);
    return n;
  },
};

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

const direct = ['--base-url', 'http://127.0.0.1:9', '--cdn', '7', '--api-key', 'key-that-is-a-secret'];

describe('prepareAccountCommand', () => {
  it('answers --help with the usage on stdout and exit 0, resolving no account', async () => {
    const c = capture();
    expect(await prepareAccountCommand(command, ['--help'], c.io, {}, new KnownSecrets())).toBe(0);
    expect(c.out).toEqual([USAGE]);
    expect(c.err).toEqual([]);
  });

  it('says a refused input once, with the command name and the usage, exit 2', async () => {
    const c = capture();
    expect(await prepareAccountCommand(command, ['seven', ...direct], c.io, { MC_SECRET: 's' }, new KnownSecrets())).toBe(2);
    expect(c.err).toEqual([`master-control probe: N is a whole number, not "seven"\n${USAGE}`]);
  });

  it('says a refused account the same way, naming what is missing', async () => {
    const c = capture();
    expect(await prepareAccountCommand(command, ['3', ...direct], c.io, {}, new KnownSecrets())).toBe(2);
    // Before it, the warning that a key given as an argument is visible to other users.
    expect(c.err.at(-1)).toMatch(/^master-control probe: .*MC_SECRET[\s\S]*usage: master-control probe N$/);
    expect(c.err.join('\n')).not.toContain('key-that-is-a-secret');
  });

  it('hands back the checked input and the account, and learns the key and secret to scrub', async () => {
    const c = capture();
    const secrets = new KnownSecrets();
    const r = await prepareAccountCommand(command, ['3', ...direct], c.io, { MC_SECRET: 'the-signing-secret' }, secrets);
    expect(r).toMatchObject({ input: 3, account: { baseUrl: 'http://127.0.0.1:9', cdn: 7, apiKey: 'key-that-is-a-secret' } });
    expect(secrets.scrub('key-that-is-a-secret the-signing-secret')).not.toMatch(/key-that-is-a-secret|the-signing-secret/);
  });
});
