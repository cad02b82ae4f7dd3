/**
 * One report read through the bridge: call the catalog command with a cache key, shape
 * the answer, and when the call fails fall back to the last cached answer (marked
 * stale). The slice passes `get`/`put` for the view it updates.
 */
import type { CommandName, CommandParams, CommandResponse } from '../../../../shared/api/catalog';
import { mc } from '../../bridge/mc';
import { type ReportView, failed, fellBackToCache, shouldUseCache, started, succeeded } from './view-state';

export interface ReportRead<N extends CommandName, T> {
  command: N;
  params: CommandParams<N>;
  cacheKey: string;
  shape: (response: CommandResponse<N>) => T;
  get: () => ReportView<T>;
  put: (view: ReportView<T>) => void;
}

export async function readReport<N extends CommandName, T>(read: ReportRead<N, T>): Promise<void> {
  const { cacheKey: key } = read;
  read.put(started(read.get(), key));
  const result = await mc().api.call({ command: read.command, params: read.params, cacheKey: key });
  if (result.ok) {
    read.put(succeeded(read.get(), key, read.shape(result.value.response), result.value.fetchedAt));
    return;
  }
  if (shouldUseCache(result.error)) {
    const cached = await mc().api.cached<CommandResponse<N>>({ cacheKey: key });
    if (cached.ok && cached.value !== null) {
      read.put(fellBackToCache(read.get(), key, read.shape(cached.value.response), cached.value.fetchedAt, result.error));
      return;
    }
  }
  read.put(failed(read.get(), key, result.error));
}
