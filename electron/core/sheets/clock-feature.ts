/**
 * The show clock's IPC handlers (shared/ipc/clock.ts) and what its preflight reads of an
 * account: credentials from the keychain or vault, the board's stored destinations and the
 * watch from the last board snapshot main sent for that account, its groups, and the clock
 * offset the client learnt from the service's answers (the one 0002 re-signs with).
 */
import type { PreflightPicture, StoredDestination } from '../../../shared/domain/clock/preflight';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { groupsChannels } from '../../../shared/ipc/groups';
import type { ProfileStore } from '../profiles/store';
import type { LoadSheet } from './loading';
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
  sheets: { load: LoadSheet };
  credentials: Pick<CredentialService, 'get'>;
  connection: Pick<ConnectionTracker, 'status'>;
  profiles: Pick<ProfileStore, 'activeId'>;
  /** The active account's groups. */
  groups: Pick<AreaHandlers<typeof groupsChannels>, 'list'>;
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
  /** The groups of the account when it is the active one (the only one groups.list reads). */
  async function groupsOf(account: string): Promise<Record<string, number[]>> {
    const r = account === deps.profiles.activeId() ? await deps.groups.list({}).catch(() => null) : null;
    return r?.ok ? Object.fromEntries(r.value.map((g) => [g.name, g.destinations])) : {};
  }
  const load = async (id: string) => {
    const r = await deps.sheets.load(id);
    return r.ok ? r.value : null;
  };
  async function gather(account: string): Promise<PreflightPicture> {
    const creds = await deps.credentials.get(account);
    const snapshot = snapshots.get(account);
    const target = snapshot?.target ?? null;
    return {
      credentials: creds.ok ? null : creds.error.message,
      stored: storedOf(snapshot),
      groups: await groupsOf(account),
      watch: target === null ? null : { app: target.app, inst: target.inst, streams: snapshot!.streams.map((s) => s.name) },
      clockOffsetMs: deps.connection.status(account).clockOffsetMs,
    };
  }
  const service = new ShowClockService({ events: deps.events, clock: deps.clock, timers: deps.timers ?? systemTimers, dataDir: deps.dataDir, load, gather });
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
