/**
 * The show clock's IPC handlers (shared/ipc/clock.ts) and what its preflight reads of an
 * account: credentials from the keychain or vault, the board's stored destinations and the
 * watch from the last board snapshot main sent for that account, its groups, and the clock
 * offset the client learnt from the service's answers (the one 0002 re-signs with).
 */
import type { PreflightPicture, StoredDestination } from '../../../shared/domain/clock/preflight';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import type { clockChannels } from '../../../shared/ipc/clock';
import { type AreaHandlers, ok } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';
import type { CredentialService } from '../credentials/service';
import type { Clock, EventSink } from '../deps';
import type { ConnectionTracker } from '../gateway/connection';
import { type Timers, systemTimers } from '../live/poller';
import { ShowClockService } from './show-clock';

export interface ClockFeatureDeps {
  events: EventSink;
  clock: Clock;
  dataDir: string;
  timers?: Timers;
  load(sheetId: string): Promise<Sheet | null>;
  credentials: Pick<CredentialService, 'get'>;
  connection: Pick<ConnectionTracker, 'status'>;
  /** The active account's groups (members by name), or null when they could not be read. */
  groups(account: string): Promise<Record<string, number[]> | null>;
}

export interface ClockFeature {
  handlers: AreaHandlers<typeof clockChannels>;
  service: ShowClockService;
  heard(e: McEvent): void;
  dispose(): void;
}

function storedOf(snapshot: SessionsSnapshot | undefined): Map<number, StoredDestination> | null {
  if (snapshot === undefined || snapshot.fetchedAt === null) return null;
  const rows = snapshot.board.filter((d) => d.stored && d.pushServiceId !== null);
  return new Map(rows.map((d) => [d.pushServiceId!, { label: d.label, state: d.state, reason: d.reason, stream: d.stream }]));
}

export function createClockFeature(deps: ClockFeatureDeps): ClockFeature {
  const snapshots = new Map<string, SessionsSnapshot>();
  async function gather(account: string): Promise<PreflightPicture> {
    const creds = await deps.credentials.get(account);
    const snapshot = snapshots.get(account);
    const target = snapshot?.target ?? null;
    return {
      credentials: creds.ok ? null : creds.error.message,
      stored: storedOf(snapshot),
      groups: (await deps.groups(account).catch(() => null)) ?? {},
      watch: target === null ? null : { app: target.app, inst: target.inst, streams: snapshot!.streams.map((s) => s.name) },
      clockOffsetMs: deps.connection.status(account).clockOffsetMs,
    };
  }
  const service = new ShowClockService({ events: deps.events, clock: deps.clock, timers: deps.timers ?? systemTimers, dataDir: deps.dataDir, load: deps.load, gather });
  return {
    service,
    handlers: {
      show: async () => (await service.ready, ok(service.view())),
      run: async (input) => ok(await service.setRun(input.run)),
      preflightNow: async () => ok(await service.runPreflight('now')),
      setLead: async (input) => ok(await service.setLead(input.minutes)),
    },
    heard: (e) => {
      if (e.type === 'live.sessions') snapshots.set(e.snapshot.profileId, e.snapshot);
    },
    dispose: () => service.dispose(),
  };
}
