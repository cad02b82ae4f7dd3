/**
 * Reads the spec renames: a read answered `0000` ("Unrecognized API Command" — provably not
 * executed) is sent once more under the public documentation's name (the catalog's
 * readAlias), and the account remembers which name worked so later reads go straight to it.
 * Mutating commands never fall back: they have no alias, and this is checked again here.
 * The console (gateway) and the CLI (`call`) both read through this one function.
 */
import { catalog, type CommandName, type CommandParams, type CommandResponse } from '../../../shared/api/catalog';
import type { CallResult } from '../../../shared/api/failures';
import type { ApiClient } from '../client';

const UNKNOWN_COMMAND = '0000';

export interface AliasMemory {
  rememberReadAlias(profileId: string, command: string, alias: string): Promise<void>;
}

/** The account a call goes to, as far as aliases go: its id and the names it is known to answer to. */
export interface AliasAccount {
  id: string;
  readAliases?: Readonly<Record<string, string>>;
}

/** For a one-off call that keeps nothing (the CLI with an address given directly). */
export const FORGETFUL: AliasMemory = { rememberReadAlias: async () => {} };

export async function callWithReadAlias<N extends CommandName>(
  client: ApiClient,
  profile: AliasAccount,
  memory: AliasMemory,
  command: N,
  params: CommandParams<N>,
  signal?: AbortSignal,
): Promise<CallResult<CommandResponse<N>>> {
  const alias = catalog[command].mutates ? undefined : catalog[command].readAlias;
  if (alias !== undefined && profile.readAliases?.[command] === alias.name) return client.call(command, params, { signal, alias: true });
  const first = await client.call(command, params, { signal });
  if (alias === undefined || first.ok || first.error.kind !== 'api_failure' || first.error.code !== UNKNOWN_COMMAND) return first;
  const second = await client.call(command, params, { signal, alias: true });
  if (second.ok) await memory.rememberReadAlias(profile.id, command, alias.name);
  return second;
}
