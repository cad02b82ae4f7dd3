/**
 * The account of a command that reads an account (export, insights): --profile (key and
 * secret from the keychain or the vault, MC_VAULT_PASSPHRASE unlocks it) or --base-url/--cdn/
 * --api-key (or MC_API_KEY, or `--api-key -` from stdin) with the secret from MC_SECRET. Same rules and words as `call`
 * (core/profiles/account-target).
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { backendChoiceFromEnv } from '../core/credentials/setup';
import type { KnownSecrets } from '../core/events/known-secrets';
import { savedProfileTarget } from '../core/profiles/account-target';
import { type AccountTarget, directTarget } from '../core/profiles/direct-target';
import { apiKeyOf } from './api-key';
import type { CliIo } from './io';

export class UsageError extends Error {}

export interface AccountFlags {
  profile?: string;
  'base-url'?: string;
  cdn?: string;
  'api-key'?: string;
  serialization?: string;
  'data-dir'?: string;
}

/** The usage lines on where the account's key and secret come from, the same for every command that reads an account. */
export const ACCOUNT_USAGE = [
  '  The signing secret is read from MC_SECRET (never from a flag); the key may also come from MC_API_KEY.',
  '  --api-key - reads the key from stdin; a key given as an argument is visible to other local users (ps), so the command warns.',
  '  With --profile the key and secret come from the keychain or the vault (MC_VAULT_PASSPHRASE unlocks it).',
];

export const ACCOUNT_OPTIONS = {
  profile: { type: 'string' },
  'base-url': { type: 'string' },
  cdn: { type: 'string' },
  'api-key': { type: 'string' },
  serialization: { type: 'string', default: 'php' },
  'data-dir': { type: 'string' },
} as const;

const HELP_OPTION = { help: { type: 'boolean', short: 'h', default: false } } as const;

/** The arguments of a command that reads an account (archive, export, insights): its own options, the account's and --help; strict, with positionals. */
export function parseAccountCommand<O extends ParseArgsOptionsConfig>(argv: string[], own: O) {
  return parseArgs({ args: argv, strict: true, allowPositionals: true, options: { ...ACCOUNT_OPTIONS, ...own, ...HELP_OPTION } });
}

export async function resolveAccount(values: AccountFlags, env: NodeJS.ProcessEnv, secrets: KnownSecrets, io: CliIo): Promise<AccountTarget> {
  const serialization = values.serialization ?? 'php';
  if (serialization !== 'php' && serialization !== 'standard') throw new UsageError('--serialization is php or standard');
  secrets.add(env.MC_SECRET);
  if (values.profile === undefined) {
    const apiKey = await apiKeyOf(values['api-key'], env, io);
    secrets.add(apiKey);
    const direct = directTarget({ baseUrl: values['base-url'], cdn: values.cdn, apiKey, secret: env.MC_SECRET, serialization });
    if (!direct.ok) throw new UsageError(direct.error.message);
    return direct.value;
  }
  // Loaded only here: boot pulls in the core services and the sandbox, which a direct run never needs.
  const dataDir = values['data-dir'] ?? (await import('./boot')).defaultDataDir(env);
  const found = await savedProfileTarget({ dataDir, nameOrId: values.profile, secrets, choice: backendChoiceFromEnv(env), vaultPassphrase: env.MC_VAULT_PASSPHRASE });
  if (!found.ok) throw new UsageError(found.error.message);
  return found.value;
}

/** A command that reads an account: its name and usage, its parser and its own input check. */
export interface AccountCommand<V extends { help?: boolean }, T> {
  name: string;
  usage: string;
  parse(argv: string[]): { values: V; positionals: string[] };
  check(positionals: string[], values: V): T;
}

export interface PreparedCommand<V, T> {
  values: V;
  input: T;
  account: AccountTarget;
}

/**
 * The start every account command shares: parse, answer --help (exit 0), check the input,
 * resolve the account. A usage error is said once, with the usage, scrubbed of any key it
 * quotes (exit 2). Returns the exit code when the command ends here.
 */
export async function prepareAccountCommand<V extends AccountFlags & { help?: boolean }, T>(
  command: AccountCommand<V, T>,
  argv: string[],
  io: CliIo,
  env: NodeJS.ProcessEnv,
  secrets: KnownSecrets,
): Promise<PreparedCommand<V, T> | number> {
  return prepareCommand(command, argv, io, (values) => resolveAccount(values, env, secrets, io), secrets);
}

/** The same start with the command's own way to its account (`archive` reads a kept archive with no key). */
export async function prepareCommand<V extends { help?: boolean }, T, A>(
  command: AccountCommand<V, T>,
  argv: string[],
  io: CliIo,
  resolve: (values: V, input: T) => Promise<A>,
  secrets: KnownSecrets,
): Promise<{ values: V; input: T; account: A } | number> {
  try {
    const { values, positionals } = command.parse(argv);
    if (values.help === true) {
      io.out(command.usage);
      return 0;
    }
    const input = command.check(positionals, values);
    const account = await resolve(values, input);
    return { values, input, account };
  } catch (e) {
    io.err(secrets.scrub(`master-control ${command.name}: ${e instanceof Error ? e.message : String(e)}\n${command.usage}`));
    return 2;
  }
}
