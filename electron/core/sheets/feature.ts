/**
 * The run-sheets area in main: the IPC handlers of shared/ipc/sheets.ts over the sheet
 * store, the check against the account, and cue firing through the Live feature's
 * handlers (the screens' own services).
 */
import type { Profile } from '../../../shared/domain/profile';
import { checkSheet } from '../../../shared/domain/sheets/check';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { type AreaHandlers, type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { liveChannels } from '../../../shared/ipc/live';
import type { SheetCheck, sheetsChannels } from '../../../shared/ipc/sheets';
import type { FeatureDeps } from '../deps';
import { AcceptanceStore } from './acceptances';
import { fireCue } from './fire';
import { type GuardDeps, acceptCue, enterSecret, forgetSheet, guardCheck, readyToFire } from './guard';
import { SheetStore } from './store';
import { exportOf, importOf } from './transfer';

export interface SheetsFeatureDeps extends FeatureDeps {
  live: AreaHandlers<typeof liveChannels>;
  /** Where a cue's secrets are kept with the account (keychain or vault). */
  credentials: GuardDeps['credentials'];
  /** Activity: an acceptance is recorded there. */
  audit: GuardDeps['audit'];
  /** The account a sheet of `account` may also run on: its rehearsal mirror, when one is active. */
  mirrorOf?: (profileId: string) => string | null;
  /** The account a profile stands for: the real one for a rehearsal mirror, else itself. */
  homeOf?: (profile: Profile) => Profile;
}

const notFound = (id: string) => fail<never>({ kind: 'not_found', message: `No saved sheet ${id}` });

export function createSheetsFeature(deps: SheetsFeatureDeps): { handlers: AreaHandlers<typeof sheetsChannels> } {
  const store = new SheetStore(deps.dataDir);
  const guard: GuardDeps = { credentials: deps.credentials, acceptances: new AcceptanceStore(deps.dataDir), audit: deps.audit, clock: deps.clock };
  /** runId → cue ids fired in that run: a cue is sent at most once per run, whatever the renderer asks. */
  const fired = new Map<string, Set<string>>();

  async function load(id: string): Promise<IpcResult<Sheet>> {
    const r = await store.get(id);
    if (r === null) return notFound(id);
    if (!r.ok) return fail({ kind: 'conflict', message: r.problem });
    return ok(r.sheet);
  }

  async function check(id: string): Promise<IpcResult<SheetCheck>> {
    const sheet = await load(id);
    if (!sheet.ok) return sheet;
    const services = await deps.live.services({});
    if (!services.ok) return fail(services.error);
    const apps = await deps.gateway.call('video.getapps', {}, { cacheKey: 'reports:apps' });
    const picture = { serviceIds: new Set(services.value.services.map((s) => s.push_service_id)), apps: apps.ok ? new Set(apps.value.apps.map((a) => a.name)) : null };
    const found = checkSheet(sheet.value, picture);
    const problems = Object.fromEntries(sheet.value.cues.flatMap((c, i) => (found[i]!.length > 0 ? [[c.id, found[i]!]] : [])));
    return ok({ problems, appsChecked: apps.ok, ...(await guardCheck(guard, sheet.value)) });
  }

  async function loadCue(id: string, cueId: string): Promise<IpcResult<{ sheet: Sheet; index: number }>> {
    const sheet = await load(id);
    if (!sheet.ok) return sheet;
    const index = sheet.value.cues.findIndex((c) => c.id === cueId);
    return index < 0 ? fail({ kind: 'not_found', message: `The sheet has no cue ${cueId} (it was changed meanwhile?)` }) : ok({ sheet: sheet.value, index });
  }

  const runsOn = (sheet: Sheet, profileId: string) => sheet.account === profileId || deps.mirrorOf?.(profileId) === sheet.account;

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
      const sheet = await load(input.sheetId);
      if (!sheet.ok) return sheet;
      const active = deps.gateway.activeProfile();
      if (!runsOn(sheet.value, active.id)) {
        return fail({ kind: 'conflict', message: `Not sent: this sheet is for ${sheet.value.accountName}, and the active account is ${active.name}.` });
      }
      const index = sheet.value.cues.findIndex((c) => c.id === input.cueId);
      if (index < 0) return fail({ kind: 'not_found', message: `The sheet has no cue ${input.cueId} (it was changed after the run started?)` });
      const done = fired.get(input.runId) ?? new Set<string>();
      fired.set(input.runId, done);
      if (done.has(input.cueId)) return fail({ kind: 'conflict', message: `Not sent: cue ${index + 1} was already fired in this run; it is never sent twice.` });
      // A flagged cue not accepted here, or one whose secrets were not entered here, is not sent (and may be fired later in this run).
      const action = await readyToFire(guard, sheet.value, index, active.id === sheet.value.account);
      if (!action.ok) return action;
      done.add(input.cueId);
      const cues = sheet.value.cues.map((c, i) => (i === index ? { ...c, action: action.value } : c));
      return ok(await fireCue(deps.live, { ...sheet.value, cues }, index, new Date(deps.clock.now()).toISOString()));
    },
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
  return { handlers };
}
