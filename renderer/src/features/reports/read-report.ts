/**
 * One report read through the bridge: call the catalog command with a cache key, shape
 * the answer, and when the call fails fall back to the last cached answer (marked
 * stale). The slice passes `get`/`put` for the view it updates.
 */
import type { CommandName, CommandParams, CommandResponse } from '../../../../shared/api/catalog';
import type { IpcError } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import { describeError } from '../../components/error-words';
import { type ReportView, failed, fellBackToCache, shouldUseCache, started, succeeded } from './view-state';

export interface ReportRead<N extends CommandName, T> {
  command: N;
  /** The account the read is prepared on (stores/account-scope.ts). */
  account: string;
  params: CommandParams<N>;
  cacheKey: string;
  shape: (response: CommandResponse<N>) => T;
  get: () => ReportView<T>;
  put: (view: ReportView<T>) => void;
}

export async function readReport<N extends CommandName, T>(read: ReportRead<N, T>): Promise<void> {
  const { cacheKey: key } = read;
  read.put(started(read.get(), key));
  const result = await mc().api.call({ command: read.command, params: read.params, cacheKey: key }, read.account);
  if (result.ok) {
    const shaped = shapeSafely(read, result.value.response, `the server's answer to ${read.command} arrived but`);
    read.put(shaped.ok ? succeeded(read.get(), key, shaped.value, result.value.fetchedAt) : failed(read.get(), key, shaped.error));
    return;
  }
  if (shouldUseCache(result.error)) {
    const cached = await mc().api.cached<CommandResponse<N>>({ cacheKey: key });
    if (cached.ok && cached.value !== null) {
      const shaped = shapeSafely(read, cached.value.response, `the live read failed (${describeError(result.error)}) and the cached answer to ${read.command}`);
      if (!shaped.ok) return read.put(failed(read.get(), key, shaped.error));
      read.put(fellBackToCache(read.get(), key, shaped.value, cached.value.fetchedAt, result.error));
      return;
    }
  }
  read.put(failed(read.get(), key, result.error));
}

type Shaped<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/**
 * Shaping is the console's own code: should it throw on an answer it did not foresee,
 * the view must not stay LOADING with an unhandled rejection; it fails in words instead.
 */
function shapeSafely<N extends CommandName, T>(read: ReportRead<N, T>, response: CommandResponse<N>, lead: string): Shaped<T> {
  try {
    return { ok: true, value: read.shape(response) };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, error: { kind: 'internal', message: `${lead} could not be turned into a report (${why}).` } };
  }
}
