/**
 * What `call` and `sign` share: their options, the failure that ends a command, reading
 * the params and the account. Kept apart from call.ts so that `sign` (which sends
 * nothing) loads no HTTP transport, audit log or keychain: a saved profile's credentials
 * (--profile) are loaded only when asked for.
 */
import { parseArgs } from 'node:util';
import { commandNames, type CommandName, isCommandName } from '../../shared/api/catalog';
import type { KnownSecrets } from '../core/events/known-secrets';
import { type AccountTarget, directTarget } from '../core/profiles/direct-target';
import { defaultDataDir } from '../core/profiles/data-dir';
import { apiKeyOf } from './api-key';
import type { CliIo } from './io';

export const CALL_OPTIONS = {
  params: { type: 'string' },
  'params-file': { type: 'string' },
  'base-url': { type: 'string' },
  cdn: { type: 'string' },
  'api-key': { type: 'string' },
  serialization: { type: 'string' },
  profile: { type: 'string' },
  'data-dir': { type: 'string' },
  'timeout-ms': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type CallValues = { [K in keyof typeof CALL_OPTIONS]?: (typeof CALL_OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };

/** A failure that ends the command: its kind, its words, and the exit code. */
export class CliFailure extends Error {
  constructor(
    readonly kind: string,
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}

/** Parses argv into the positional command name (if any) and options; a secret given as an argument is refused outright. */
export function parseArgv(argv: string[]): { help: boolean; name: string | undefined; values: CallValues } {
  if (argv.some((a) => a === '--secret' || a.startsWith('--secret='))) {
    throw new CliFailure('usage_error', 'the secret is read from the MC_SECRET environment variable, never from an argument');
  }
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: CALL_OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new CliFailure('usage_error', (err as Error).message);
  }
  const values = parsed.values as CallValues;
  const [name, ...extra] = parsed.positionals;
  if (values.help) return { help: true, name, values };
  if (extra.length > 0) throw new CliFailure('usage_error', `unexpected argument ${extra[0]}`);
  if (values.serialization !== undefined && values.serialization !== 'php' && values.serialization !== 'standard') {
    throw new CliFailure('usage_error', `--serialization is php or standard, got ${values.serialization}`);
  }
  timeoutOf(values);
  return { help: false, name, values };
}

/** The catalog command of that name, or a failure listing the names. */
export function catalogCommand(name: string): CommandName {
  if (!isCommandName(name)) throw new CliFailure('unknown_command', `"${name}" is not a catalog command (one of: ${commandNames.join(', ')})`);
  return name;
}

/** Parses argv into the command name and options; command null means --help. */
export function parseCommandArgs(argv: string[]): { command: CommandName | null; values: CallValues } {
  const { help, name, values } = parseArgv(argv);
  if (help) return { command: null, values };
  if (name === undefined) throw new CliFailure('usage_error', 'name the command to run, e.g. video.getapps');
  return { command: catalogCommand(name), values };
}

/** --timeout-ms as a number of milliseconds, or undefined for the client's default. */
export function timeoutOf(values: CallValues): number | undefined {
  const text = values['timeout-ms'];
  if (text === undefined) return undefined;
  const ms = Number(text);
  if (!/^\d+$/.test(text.trim()) || ms < 1) throw new CliFailure('usage_error', `--timeout-ms is a whole number of milliseconds (1 or more), got ${text}`);
  return ms;
}

/** The request members from --params or --params-file: one JSON object. */
export async function readParams(values: CallValues): Promise<Record<string, unknown>> {
  if (values.params !== undefined && values['params-file'] !== undefined) throw new CliFailure('usage_error', 'give --params or --params-file, not both');
  let text = values.params ?? '{}';
  if (values['params-file'] !== undefined) {
    try {
      const { readFile } = await import('node:fs/promises');
      text = await readFile(values['params-file'], 'utf8');
    } catch (err) {
      throw new CliFailure('io_error', `cannot read --params-file ${values['params-file']}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new CliFailure('usage_error', `the params are not valid JSON: ${(err as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new CliFailure('usage_error', 'the params must be one JSON object, e.g. {"limit":10}');
  return value as Record<string, unknown>;
}

/** The account to use: --profile (keychain/vault) or the direct options plus MC_SECRET. */
export async function resolveTarget(values: CallValues, env: NodeJS.ProcessEnv, secrets: KnownSecrets, io: CliIo, placeholderBaseUrl?: string): Promise<{ target: AccountTarget; dataDir: string }> {
  const dataDir = values['data-dir'] ?? defaultDataDir(env);
  const serialization = values.serialization as 'php' | 'standard' | undefined;
  secrets.add(env.MC_SECRET);
  if (values.profile === undefined) {
    const apiKey = await apiKeyOf(values['api-key'], env, io);
    secrets.add(apiKey);
    const direct = directTarget({ baseUrl: values['base-url'] ?? placeholderBaseUrl, cdn: values.cdn, apiKey, secret: env.MC_SECRET, serialization: serialization ?? 'php' });
    if (!direct.ok) throw new CliFailure(direct.error.kind, direct.error.message);
    return { target: direct.value, dataDir };
  }
  const { backendChoiceFromEnv } = await import('../core/credentials/setup');
  const { savedProfileTarget } = await import('../core/profiles/account-target');
  const found = await savedProfileTarget({ dataDir, nameOrId: values.profile, secrets, choice: backendChoiceFromEnv(env), vaultPassphrase: env.MC_VAULT_PASSPHRASE });
  if (!found.ok) throw new CliFailure(found.error.kind, found.error.message);
  return { target: { ...found.value, serialization: serialization ?? found.value.serialization }, dataDir };
}

/** Prints the one-line reason and returns the exit code. */
export function report(io: CliIo, name: string, err: unknown, secrets: KnownSecrets): number {
  if (err instanceof CliFailure) {
    io.err(secrets.scrub(`master-control ${name}: ${err.kind}: ${err.message}`.replace(/\s*\n\s*/g, ' ')));
    return err.exitCode;
  }
  io.err(secrets.scrub(`master-control ${name}: internal: ${err instanceof Error ? err.message : String(err)}`.replace(/\s*\n\s*/g, ' ')));
  return 2;
}
