/**
 * The run-sheets area in main: the IPC handlers of shared/ipc/sheets.ts over the sheet
 * store, the check against the account, and cue firing through the Live feature's
 * handlers (the screens' own services).
 */
import type { Profile } from '../../../shared/domain/profile';
import { checkSheet } from '../../../shared/domain/sheets/check';
import { type AreaHandlers, type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { liveChannels } from '../../../shared/ipc/live';
import type { groupsChannels } from '../../../shared/ipc/groups';
import type { SheetCheck, sheetsChannels } from '../../../shared/ipc/sheets';
import type { FeatureDeps } from '../deps';
import { AcceptanceStore } from './acceptances';
import { createFirer } from './fire-once';
import { operatorName } from '../audit/actor';
import { systemTimers, type Timers } from '../live/poller';
import { armedRunsWriter, readArmedRuns, timedHandlers } from './timed-area';
import { timedEffects } from './timed-fire';
import { TimedRuns } from './timed-runs';
import { type GuardDeps, acceptCue, enterSecret, forgetSheet, guardCheck } from './guard';
import { type LoadSheet, notFound, sheetLoader } from './loading';
import { SheetStore } from './store';
import { exportOf, importOf } from './transfer';

export interface SheetsFeatureDeps extends FeatureDeps {
  live: AreaHandlers<typeof liveChannels>;
  /** Destination groups: a cue may name one, and the check looks it up on the account. */
  groups?: AreaHandlers<typeof groupsChannels>;
  /** Where a cue's secrets are kept with the account (keychain or vault). */
  credentials: GuardDeps['credentials'];
  /** Activity: an acceptance is recorded there. */
  audit: GuardDeps['audit'];
  /** The account a sheet of `account` may also run on: its rehearsal mirror, when one is active. */
  mirrorOf?: (profileId: string) => string | null;
  /** The account a profile stands for: the real one for a rehearsal mirror, else itself. */
  homeOf?: (profile: Profile) => Profile;
  /** Timed cues' timers (injected so tests drive time by hand). */
  timers?: Timers;
  /** Whether the control API's destructive scope is on: a control client may then authorise a destructive timed cue. */
  controlAllowsDestructive?: (() => boolean) | undefined;
  /** The local operator, as "authorised by …" names them. */
  operatorName?: string;
  /** Where a timed cue's failure to act is told (the log). */
  onError?: (err: unknown) => void;
}

export interface SheetsFeature {
  handlers: AreaHandlers<typeof sheetsChannels>;
  /** The armed runs' timers (timed-runs.ts). */
  timed: TimedRuns;
  /** Settles once runs armed before this start are restored (their missed slots handled). */
  ready: Promise<void>;
  dispose(): void;
  /** Reads a saved sheet (the show clock's preflight follows the run's cues). */
  load: LoadSheet;
}

export function createSheetsFeature(deps: SheetsFeatureDeps): SheetsFeature {
  const store = new SheetStore(deps.dataDir);
  const guard: GuardDeps = { credentials: deps.credentials, acceptances: new AcceptanceStore(deps.dataDir), audit: deps.audit, clock: deps.clock };
  const { load, loadCue } = sheetLoader(store);
  const fire = createFirer(deps, guard, load);
  const onError = deps.onError ?? (() => {});
  const loadOrNull = async (id: string) => { const r = await load(id); return r.ok ? r.value : null; };
  const effects = timedEffects({ fire, audit: deps.audit, events: deps.events, load: loadOrNull, save: armedRunsWriter(deps.dataDir, onError), onError });
  const timed = new TimedRuns(deps.clock, deps.timers ?? systemTimers, effects);
  const ready = readArmedRuns(deps.dataDir).then((runs) => timed.restore(runs)).catch(onError);

  async function check(id: string): Promise<IpcResult<SheetCheck>> {
    const sheet = await load(id);
    if (!sheet.ok) return sheet;
    const services = await deps.live.services({});
    if (!services.ok) return fail(services.error);
    const apps = await deps.gateway.call('video.getapps', {}, { cacheKey: 'reports:apps' });
    const groups = await deps.groups?.list({});
    const picture = {
      serviceIds: new Set(services.value.services.map((s) => s.push_service_id)),
      apps: apps.ok ? new Set(apps.value.apps.map((a) => a.name)) : null,
      groups: groups?.ok ? groups.value.map((g) => g.name) : null,
    };
    const found = checkSheet(sheet.value, picture);
    const problems = Object.fromEntries(sheet.value.cues.flatMap((c, i) => (found[i]!.length > 0 ? [[c.id, found[i]!]] : [])));
    return ok({ problems, appsChecked: apps.ok, ...(await guardCheck(guard, sheet.value)) });
  }

  const handlers: AreaHandlers<typeof sheetsChannels> = {
    list: async () => ok(await store.list()),
    get: (input) => load(input.id),
    save: async (sheet) => ok(await store.save(sheet)),
    remove: async (input) => {
      const sheet = await load(input.id);
      if (sheet.ok) await forgetSheet(guard, sheet.value);
      return (await store.remove(input.id)) ? ok(null) : notFound(input.id);
    },
    check: (input) => check(input.id),
    accept: async (input) => {
      const found = await loadCue(input.id, input.cueId);
      if (!found.ok) return found;
      const r = await acceptCue(guard, found.value.sheet, found.value.index);
      return r.ok ? check(input.id) : r;
    },
    setSecret: async (input) => {
      const found = await loadCue(input.id, input.cueId);
      if (!found.ok) return found;
      const r = await enterSecret(guard, found.value.sheet, found.value.index, input.part, input.member, input.value);
      if (!r.ok) return r;
      await store.save(r.value);
      return check(input.id);
    },
    fire: async (input) => {
      const r = await fire(input);
      if (r.ok) timed.markFired(input.runId, input.cueId, deps.clock.now());
      return r;
    },
    ...timedHandlers({ runs: timed, clock: deps.clock, load: loadOrNull, activeId: () => deps.gateway.activeProfile().id, operatorName: deps.operatorName ?? operatorName(), ...(deps.controlAllowsDestructive ? { controlAllowsDestructive: deps.controlAllowsDestructive } : {}) }),
    exportText: async (input) => {
      const sheet = await load(input.id);
      return sheet.ok ? ok(exportOf(sheet.value)) : sheet;
    },
    import: async (input) => {
      // While rehearsing, a sheet belongs to the real account the mirror stands for: the
      // mirror's id ends with the rehearsal, and the sheet must run on air afterwards.
      const active = deps.gateway.activeProfile();
      const sheet = importOf(input.text, input.retarget === true, deps.homeOf?.(active) ?? active);
      return sheet.ok ? ok(await store.save(sheet.value)) : sheet;
    },
  };
  return { handlers, load, timed, ready, dispose: () => timed.dispose() };
}
