/**
 * The archive service's one sync at a time: a second asked while one runs is refused, the
 * running one's progress is relayed as `viewers.archive` events for its account, and it is
 * cancelled on request or at shutdown.
 */
import type { SyncProgress } from '../../../shared/domain/archive/types';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { EventSink } from '../deps';
import type { IpLookup } from '../insights/ip-data';
import type { ViewersCall } from '../viewers/export-run';
import type { ArchiveSession } from './session';
import { syncArchive } from './sync';

export interface SyncRunner {
  sync(o?: { rereadFrom?: string }): Promise<IpcResult<SyncProgress>>;
  cancel(): Promise<IpcResult<{ cancelled: boolean }>>;
  /** Whether a sync runs now. */
  running(): boolean;
  /** Aborts the running sync, if any, and waits for it to end. */
  stop(): Promise<void>;
}

export interface SyncRunnerDeps {
  call: ViewersCall;
  events: EventSink;
  ipData: () => Promise<IpLookup>;
  activeId: () => string;
  sessionOf: () => Promise<ArchiveSession>;
}

export const archiveUnavailable = (why: string) => fail({ kind: 'io_error', message: `The archive is ${why}.` });

export function syncRunner(deps: SyncRunnerDeps): SyncRunner {
  let running: { controller: AbortController; done: Promise<unknown> } | null = null;

  const start = (account: string, controller: AbortController, rereadFrom: string | undefined) => {
    const call: ViewersCall = (command, params, options) => deps.call(command, params, { ...options, account });
    return (async () => {
      const archive = await deps.sessionOf();
      const ip = await deps.ipData();
      return syncArchive({ archive, call, ip, signal: controller.signal, rereadFrom, onProgress: (progress) => deps.events.emit({ type: 'viewers.archive', profileId: account, progress }) });
    })();
  };

  return {
    async sync(o = {}) {
      if (running !== null) return fail({ kind: 'conflict', message: 'A sync of the archive is already running.' });
      const controller = new AbortController();
      const work = start(deps.activeId(), controller, o.rereadFrom);
      running = { controller, done: work.catch(() => undefined) };
      try {
        const r = await work;
        return r.ok ? ok(r.progress) : fail(r.error);
      } catch (e) {
        return archiveUnavailable((e as Error).message);
      } finally {
        running = null;
      }
    },
    async cancel() {
      const now = running;
      if (now === null) return ok({ cancelled: false });
      now.controller.abort();
      await now.done;
      return ok({ cancelled: true });
    },
    running: () => running !== null,
    async stop() {
      running?.controller.abort();
      await running?.done;
    },
  };
}
