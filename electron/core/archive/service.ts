/**
 * The app's attempt archive (Attempts → Archive): per account, its archive process opened
 * on first use and kept until the app ends; one sync at a time, its progress relayed as
 * `viewers.archive` events, cancelled on request or at shutdown. An archive that cannot
 * open is reported as unavailable with its reason and tried again on the next ask.
 */
import { type ArchiveSettings, type ArchiveStatus, type AutoSyncMinutes, FORGET_WHILE_SYNCING, type SyncProgress } from '../../../shared/domain/archive/types';
import type { Profile } from '../../../shared/domain/profile';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { EventSink } from '../deps';
import type { IpLookup } from '../insights/ip-data';
import type { ViewersCall } from '../viewers/export-run';
import { createAutoSync, type Every } from './auto-sync';
import type { ArchiveLauncher } from './launch';
import { readArchiveSettings, writeArchiveSettings } from './archive-settings';
import { archiveDir } from './place';
import { type ArchiveSession, openArchive } from './session';
import { syncArchive } from './sync';
import { type ArchiveInsightsOptions, archiveInsights, unavailableOutcome } from './insights';
import type { InsightsOutcome } from '../insights/run';

export interface ArchiveService {
  status(): Promise<IpcResult<ArchiveStatus>>;
  /** `rereadFrom`: "Re-read from date" (UTC `YYYY-MM-DD`), reaching back past the trailing window. */
  sync(o?: { rereadFrom?: string }): Promise<IpcResult<SyncProgress>>;
  /** The active account's archive settings (archive-settings.ts), and a change to them. */
  settings(): Promise<IpcResult<ArchiveSettings>>;
  setSettings(change: Partial<ArchiveSettings>): Promise<IpcResult<ArchiveSettings>>;
  /** Sync the active account's archive every N minutes while it is active (auto-sync.ts); null turns it off. */
  autoSync(everyMinutes: AutoSyncMinutes | null): IpcResult<{ everyMinutes: AutoSyncMinutes | null }>;
  cancel(): Promise<IpcResult<{ cancelled: boolean }>>;
  forget(before: string): Promise<IpcResult<{ removed: number }>>;
  /** The insights tables over the archive (the Insights view with the archive as its source). */
  insights(o: ArchiveInsightsOptions): Promise<InsightsOutcome>;
  /** The active account's archive (the archive screen's reads: screen.ts). */
  session(): Promise<ArchiveSession>;
  dispose(): Promise<void>;
}

export interface ArchiveServiceDeps {
  call: ViewersCall;
  events: EventSink;
  ipData: () => Promise<IpLookup>;
  dataDir: string;
  account: () => Pick<Profile, 'id' | 'baseUrl' | 'cdn'>;
  launcher?: ArchiveLauncher;
  /** The auto-sync's timer (tests tick it themselves). */
  every?: Every;
}

const unavailable = (why: string) => fail({ kind: 'io_error', message: `The archive is ${why}.` });

export function createArchiveService(deps: ArchiveServiceDeps): ArchiveService {
  const sessions = new Map<string, Promise<ArchiveSession>>();
  let running: { controller: AbortController; done: Promise<unknown> } | null = null;
  const auto = createAutoSync({ active: () => deps.account().id, running: () => running !== null, sync: () => service.sync(), every: deps.every });

  const dirOf = (): string => {
    const a = deps.account();
    return archiveDir(deps.dataDir, { profileId: a.id, baseUrl: a.baseUrl, cdn: a.cdn });
  };
  const sessionOf = async (): Promise<ArchiveSession> => {
    const dir = dirOf();
    let s = sessions.get(dir);
    if (s === undefined) {
      s = openArchive(dir, { launcher: deps.launcher });
      sessions.set(dir, s);
      // Not kept when it failed: the next ask tries again (a binary installed since, a file freed).
      s.catch(() => sessions.delete(dir));
    }
    return s;
  };

  const service: ArchiveService = {
    async status() {
      const everyMinutes = auto.of(deps.account().id);
      try {
        const archive = await sessionOf();
        return ok({ available: true, stats: await archive.request({ op: 'stats' }), everyMinutes });
      } catch (e) {
        return ok({ available: false, why: (e as Error).message, everyMinutes });
      }
    },
    autoSync(everyMinutes) {
      auto.set(deps.account().id, everyMinutes);
      return ok({ everyMinutes });
    },
    async settings() {
      try {
        const { windowHours, retentionDays } = await readArchiveSettings(dirOf());
        return ok({ windowHours, retentionDays });
      } catch (e) {
        return fail({ kind: 'io_error', message: (e as Error).message });
      }
    },
    async setSettings(change) {
      try {
        const { windowHours, retentionDays } = await writeArchiveSettings(dirOf(), change);
        return ok({ windowHours, retentionDays });
      } catch (e) {
        return fail({ kind: 'io_error', message: (e as Error).message });
      }
    },
    async sync(o = {}) {
      if (running !== null) return fail({ kind: 'conflict', message: 'A sync of the archive is already running.' });
      const account = deps.account().id;
      const call: ViewersCall = (command, params, options) => deps.call(command, params, { ...options, account });
      const controller = new AbortController();
      const work = (async () => {
        const archive = await sessionOf();
        const ip = await deps.ipData();
        return syncArchive({ archive, call, ip, signal: controller.signal, rereadFrom: o.rereadFrom, onProgress: (progress) => deps.events.emit({ type: 'viewers.archive', profileId: account, progress }) });
      })();
      running = { controller, done: work.catch(() => undefined) };
      try {
        const r = await work;
        return r.ok ? ok(r.progress) : fail(r.error);
      } catch (e) {
        return unavailable((e as Error).message);
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
    async forget(before) {
      if (running !== null) return fail({ kind: 'conflict', message: FORGET_WHILE_SYNCING });
      try {
        const archive = await sessionOf();
        return ok(await archive.request({ op: 'forgetBefore', date: before }));
      } catch (e) {
        return unavailable((e as Error).message);
      }
    },
    async insights(o) {
      let archive: ArchiveSession;
      try {
        archive = await sessionOf();
      } catch (e) {
        return unavailableOutcome(o.id, e);
      }
      return archiveInsights(archive, o);
    },
    session: () => sessionOf(),
    async dispose() {
      auto.dispose();
      running?.controller.abort();
      await running?.done;
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map(async (s) => (await s.catch(() => null))?.close()));
    },
  };
  return service;
}
