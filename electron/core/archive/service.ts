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
import { openSessions } from './open-sessions';
import type { ArchiveSession } from './session';
import { archiveUnavailable, syncRunner } from './sync-runner';
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

/** Settings read and written with their failure as the answer's words. */
async function settingsAnswer(io: () => Promise<ArchiveSettings>): Promise<IpcResult<ArchiveSettings>> {
  try {
    const { windowHours, retentionDays } = await io();
    return ok({ windowHours, retentionDays });
  } catch (e) {
    return fail({ kind: 'io_error', message: (e as Error).message });
  }
}

export function createArchiveService(deps: ArchiveServiceDeps): ArchiveService {
  const { dirOf, sessionOf, closeAll } = openSessions(deps);
  const runner = syncRunner({ ...deps, activeId: () => deps.account().id, sessionOf });
  const auto = createAutoSync({ active: () => deps.account().id, running: () => runner.running(), sync: () => runner.sync(), every: deps.every });

  return {
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
    settings: () => settingsAnswer(() => readArchiveSettings(dirOf())),
    setSettings: (change) => settingsAnswer(() => writeArchiveSettings(dirOf(), change)),
    sync: (o) => runner.sync(o),
    cancel: () => runner.cancel(),
    async forget(before) {
      if (runner.running()) return fail({ kind: 'conflict', message: FORGET_WHILE_SYNCING });
      try {
        const archive = await sessionOf();
        return ok(await archive.request({ op: 'forgetBefore', date: before }));
      } catch (e) {
        return archiveUnavailable((e as Error).message);
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
      await runner.stop();
      await closeAll();
    },
  };
}
