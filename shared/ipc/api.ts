/**
 * Catalog commands over IPC. `call` runs any catalog command on the ACTIVE account: the
 * router checks the command name, the gateway validates params against the catalog
 * entry (a bad request comes back as `invalid_request`, nothing sent), audits mutating
 * commands, and caches reads under `cacheKey` so a screen can open offline.
 *
 * `call` is account-bound as a whole, reads included: a read prepared for account A's
 * screen that ran under B would put B's rows (and B's cache) under A's state, the same
 * mix-up as a write. A refused mutating command is audited; a refused read is not (reads
 * are never audited).
 */
import { z } from 'zod';
import type { CommandName, CommandParams, CommandResponse } from '../api/catalog';
import { commandNames } from '../api/catalog';
import type { CallMeta } from '../api/failures';
import { type ChannelSpec, type IpcResult, channel } from './define';

export interface ApiCallValue<N extends CommandName = CommandName> {
  response: CommandResponse<N>;
  meta: CallMeta;
  /** ISO time the response arrived. */
  fetchedAt: string;
}

export interface CachedRead<T = unknown> {
  response: T;
  fetchedAt: string;
  /** The account the data came from. */
  profileId: string;
}

const cacheKey = z.string().min(1).max(200).regex(/^[\w.:/-]+$/, 'cache keys are letters, digits and . : / - _');

export const apiChannels = {
  call: channel<ApiCallValue>()(
    z.strictObject({
      command: z.enum(commandNames as [CommandName, ...CommandName[]]),
      params: z.record(z.string(), z.unknown()).default({}),
      /** Store the decoded response under this key (reads only) for offline display. */
      cacheKey: cacheKey.optional(),
    }),
    'Run one catalog command on the active account',
    { bound: true },
  ),
  /** The last cached read under a key for the active account, or null. */
  cached: channel<CachedRead | null>()(z.strictObject({ cacheKey }), 'Last successful read stored under a cache key'),
} satisfies Record<string, ChannelSpec>;

/** The renderer sees `call` generically: the response type follows the command. */
export interface ApiBridge {
  /** `account`: the id of the account the call was prepared on (see define.ts, bound channels). */
  call<N extends CommandName>(
    input: {
      command: N;
      params?: CommandParams<N>;
      cacheKey?: string;
    },
    account: string,
  ): Promise<IpcResult<ApiCallValue<N>>>;
  cached<T = unknown>(input: { cacheKey: string }): Promise<IpcResult<CachedRead<T> | null>>;
}
