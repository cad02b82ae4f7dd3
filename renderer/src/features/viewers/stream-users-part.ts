/**
 * Stream users: the list from sevu.liststreamusers (filtered by app and stream) and
 * removal by id or by app + stream + user. Part of the Viewers slice.
 */
import type { CommandResponse } from '../../../../shared/api/catalog';
import { unreadableWords } from '../../../../shared/api/unreadable-words';
import type { StreamUser } from '../../../../shared/api/records';
import { TICKET_CODES, failureCode } from '../../../../shared/domain/viewers/codes';
import type { ApiCallValue } from '../../../../shared/ipc/api';
import { type IpcError, type IpcResult, fail, ok } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
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
  viewersStreamUsers: { status: 'idle' | 'loading' | 'ready' | 'failed'; rows: StreamUser[] | null; error: IpcError | null; fetchedAt: string | null; stale: boolean; unreadable: string | null };
  /** The user shown in the detail pane (chosen from a row), for this account only; `removed` once a removal of them succeeded. */
  viewersChosenUser: { user: StreamUser; removed: boolean } | null;
  chooseStreamUser(user: StreamUser | null): void;
  setStreamUserFilter(patch: Partial<StreamUserFilter>): void;
  loadStreamUsers(): Promise<void>;
  /** Resolves with the outcome in words: "Removed (code 2081): …"; a 2080 (either status) is a failure saying "could not be removed". */
  removeStreamUser(target: RemovalTarget): Promise<IpcResult<string>>;
}

const trimmed = (f: StreamUserFilter) => ({
  ...(f.app.trim() === '' ? {} : { app: f.app.trim() }),
  ...(f.stream.trim() === '' ? {} : { stream: f.stream.trim() }),
});

/** Nothing listed: a fresh console, or another account. */
export function freshStreamUsers(): Pick<StreamUsersPart, 'viewersStreamUserFilter' | 'viewersStreamUsers' | 'viewersChosenUser'> {
  return { viewersStreamUserFilter: { app: '', stream: '' }, viewersStreamUsers: { status: 'idle', rows: null, error: null, fetchedAt: null, stale: false, unreadable: null }, viewersChosenUser: null };
}


export const createStreamUsersPart: SliceCreator<StreamUsersPart> = (set, get, store) => ({
  ...freshStreamUsers(),
  chooseStreamUser: (user) => set({ viewersChosenUser: user === null ? null : { user, removed: false } }),
  setStreamUserFilter: (patch) => set({ viewersStreamUserFilter: { ...get().viewersStreamUserFilter, ...patch } }),
  loadStreamUsers: async () => {
    const t = await accountTurn(store);
    const prev = get().viewersStreamUsers;
    set({ viewersStreamUsers: { ...prev, status: 'loading' } });
    const params = trimmed(get().viewersStreamUserFilter);
    const cacheKey = pageCacheKey('viewers:streamusers', params, 0);
    const r = await mc().api.call({ command: 'sevu.liststreamusers', params, cacheKey }, t.account);
    if (!t.current()) return;
    if (r.ok) {
      const rows = r.value.response.streamusers;
      // The detail follows the selection: a user the new rows do not hold leaves it — unless
      // it was just removed, whose outcome stays until the next search (the screen clears it).
      const chosen = get().viewersChosenUser;
      const keep = chosen === null || chosen.removed || rows.some((u) => u.streamuser_id === chosen.user.streamuser_id);
      const unreadable = unreadableWords(r.value.response);
      set({ viewersStreamUsers: { status: 'ready', rows, error: null, fetchedAt: r.value.fetchedAt, stale: false, unreadable }, ...(keep ? {} : { viewersChosenUser: null }) });
      return;
    }
    const cached = await mc().api.cached<CommandResponse<'sevu.liststreamusers'>>({ cacheKey });
    if (!t.current()) return;
    set({
      viewersStreamUsers:
        cached.ok && cached.value !== null
          ? { status: 'failed', rows: cached.value.response.streamusers, error: r.error, fetchedAt: cached.value.fetchedAt, stale: true, unreadable: unreadableWords(cached.value.response) }
          : { ...prev, status: 'failed', rows: prev.rows ?? [], error: r.error },
    });
  },
  removeStreamUser: async (target) => {
    const t = await accountTurn(store);
    const r = await mc().api.call({ command: 'sevu.removestreamuser', params: target }, t.account);
    const outcome = removalOutcome(r);
    if (outcome.ok && t.current()) {
      const chosen = get().viewersChosenUser;
      if (chosen !== null && isTarget(chosen.user, target)) set({ viewersChosenUser: { ...chosen, removed: true } });
      void get().loadStreamUsers();
    }
    return outcome;
  },
});

/**
 * sevu.removestreamuser's answer in words, read by its code: 2081 removed, 2080 not
 * removed — whichever status it came with (the spec leaves the status of a code ending
 * in 0 open, so a "success" carrying 2080 is still a refusal). The words are the
 * console's own; the server's message is added as it came.
 */
export function removalOutcome(r: IpcResult<ApiCallValue<'sevu.removestreamuser'>>): IpcResult<string> {
  const code = r.ok ? (r.value.response.code ?? r.value.meta.code) : failureCode(r.error);
  const said = r.ok ? (r.value.response.message ?? r.value.meta.message) : r.error.kind === 'api_failure' ? r.error.serverMessage : null;
  const server = said ? ` The server said: “${said}”.` : '';
  if (code === TICKET_CODES.notRemoved) {
    return fail({ kind: 'conflict', message: `Not removed: the stream user could not be removed (code ${code}); they can still publish.${server}` });
  }
  if (!r.ok) return fail(r.error);
  return ok(`Removed${code ? ` (code ${code})` : ''}: the stream user can no longer publish.${server}`);
}

/** Whether a removal target names this user (by id, or by app + stream + user name). */
function isTarget(u: StreamUser, target: RemovalTarget): boolean {
  if ('streamuser_id' in target) return u.streamuser_id === target.streamuser_id;
  return u.app === target.app && u.stream === target.stream && u.user === target.user;
}
