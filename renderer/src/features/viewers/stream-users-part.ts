/**
 * Stream users: the list from sevu.liststreamusers (filtered by app and stream) and
 * removal by id or by app + stream + user. Part of the Viewers slice.
 */
import type { StreamUser } from '../../../../shared/api/records';
import { type IpcError, type IpcResult, fail, ok } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import { pageCacheKey } from './read-page';

export interface StreamUserFilter {
  app: string;
  stream: string;
}

export type RemovalTarget = { streamuser_id: number } | { app: string; stream: string; user: string };

export interface StreamUsersPart {
  viewersStreamUserFilter: StreamUserFilter;
  /** `stale`: a fresh read failed and the rows are the last cached list. */
  viewersStreamUsers: { status: 'idle' | 'loading' | 'ready' | 'failed'; rows: StreamUser[] | null; error: IpcError | null; fetchedAt: string | null; stale: boolean };
  setStreamUserFilter(patch: Partial<StreamUserFilter>): void;
  loadStreamUsers(): Promise<void>;
  /** Resolves with the outcome in words: "Removed (code 2081): …"; a 2080 comes back as the server's refusal. */
  removeStreamUser(target: RemovalTarget): Promise<IpcResult<string>>;
}

const trimmed = (f: StreamUserFilter) => ({
  ...(f.app.trim() === '' ? {} : { app: f.app.trim() }),
  ...(f.stream.trim() === '' ? {} : { stream: f.stream.trim() }),
});

export const createStreamUsersPart: SliceCreator<StreamUsersPart> = (set, get) => ({
  viewersStreamUserFilter: { app: '', stream: '' },
  viewersStreamUsers: { status: 'idle', rows: null, error: null, fetchedAt: null, stale: false },
  setStreamUserFilter: (patch) => set({ viewersStreamUserFilter: { ...get().viewersStreamUserFilter, ...patch } }),
  loadStreamUsers: async () => {
    const prev = get().viewersStreamUsers;
    set({ viewersStreamUsers: { ...prev, status: 'loading' } });
    const params = trimmed(get().viewersStreamUserFilter);
    const cacheKey = pageCacheKey('viewers:streamusers', params, 0);
    const r = await mc().api.call({ command: 'sevu.liststreamusers', params, cacheKey });
    if (r.ok) {
      set({ viewersStreamUsers: { status: 'ready', rows: r.value.response.streamusers, error: null, fetchedAt: r.value.fetchedAt, stale: false } });
      return;
    }
    const cached = await mc().api.cached<{ streamusers: StreamUser[] }>({ cacheKey });
    set({
      viewersStreamUsers:
        cached.ok && cached.value !== null
          ? { status: 'failed', rows: cached.value.response.streamusers, error: r.error, fetchedAt: cached.value.fetchedAt, stale: true }
          : { ...prev, status: 'failed', rows: prev.rows ?? [], error: r.error },
    });
  },
  removeStreamUser: async (target) => {
    const r = await mc().api.call({ command: 'sevu.removestreamuser', params: target });
    if (!r.ok) return fail(r.error);
    void get().loadStreamUsers();
    const code = r.value.response.code ?? r.value.meta.code;
    return ok(`Removed${code ? ` (code ${code})` : ''}: ${r.value.response.message ?? 'the stream user can no longer publish'}`);
  },
});
