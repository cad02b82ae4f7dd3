/**
 * Where a one-off call (the CLI's `call`, `sign`, `export`) goes: a saved profile
 * (account-target.ts) or, here, an address given on the command line with the secret from
 * the environment. The secret never comes from an argument. Apart from the saved-profile
 * path so that `sign` with a direct address loads no keychain or profile store.
 */
import type { SerializationChoice } from '../../../shared/domain/serialization';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';

export interface AccountTarget {
  profileId: string;
  profileName: string;
  baseUrl: string;
  cdn: number;
  serialization: SerializationChoice;
  apiKey: string;
  secret: string;
  /** Reads a saved account is known to answer under their public name (profile.readAliases). */
  readAliases?: Readonly<Record<string, string>>;
}

export interface DirectInput {
  baseUrl?: string;
  cdn?: string;
  apiKey?: string;
  secret?: string;
  serialization: SerializationChoice;
}

/** An address given directly: every piece must be there, the cdn a positive whole number. */
export function directTarget(input: DirectInput): IpcResult<AccountTarget> {
  const missing = [
    input.baseUrl === undefined && '--base-url',
    input.cdn === undefined && '--cdn',
    input.apiKey === undefined && '--api-key',
    input.secret === undefined && 'the MC_SECRET environment variable',
  ].filter((m): m is string => typeof m === 'string');
  if (missing.length > 0) {
    return fail({ kind: 'invalid_input', message: `missing ${missing.join(', ')} (or use --profile NAME)`, issues: missing.map((m) => ({ path: m, message: 'required' })) });
  }
  const cdn = Number(input.cdn);
  if (!Number.isInteger(cdn) || cdn <= 0) {
    return fail({ kind: 'invalid_input', message: `--cdn must be a positive whole number, got ${input.cdn}`, issues: [{ path: '--cdn', message: 'a positive whole number' }] });
  }
  return ok({ profileId: 'cli', profileName: `command line (${input.baseUrl}, cdn ${cdn})`, baseUrl: input.baseUrl!, cdn, serialization: input.serialization, apiKey: input.apiKey!, secret: input.secret! });
}
