/**
 * What each control route does, through the same router the screens use (binding.ts: the
 * same channels, the same account binding, audited with source "control" and the client's
 * name). Destructive actions only arm here; firing an arm sends its call once.
 */
import type { CueOutcome } from '../../shared/domain/sheets/outcome';
import { type Sheet, isDestructive } from '../../shared/domain/sheets/schema';
import type { DisconnectValue, SplitValue } from '../../shared/ipc/live';
import type { ControlCore } from '../core/services';
import { type Answer, type Call, answer, conflict, failed, str } from './answers';
import type { ControlBinding } from './binding';
import type { StateFeed } from './state';
import { DestinationActions } from './destination-actions';
import { GroupActions } from './group-actions';

export class ControlActions {
  private readonly core: ControlCore;
  private readonly feed: StateFeed;
  /** The destination-group routes (group-actions.ts). */
  readonly groups: GroupActions;
  /** Go live, reconnect and the watch (destination-actions.ts). */
  readonly destinations: DestinationActions;

  constructor(private readonly bound: ControlBinding) {
    this.core = bound.core;
    this.feed = bound.feed;
    this.groups = new GroupActions(bound);
    this.destinations = new DestinationActions(bound);
  }

  state(): Answer {
    return answer(200, { seq: this.feed.seq, ...this.feed.state() });
  }

  armDisconnect(call: Call, id: number): Promise<Answer> {
    const row = this.feed.row(id);
    const where = this.bound.where(row);
    if (!where) return Promise.resolve(conflict('not_watching', 'Not armed: no application to disconnect on. Watch an application on Live first.'));
    const input = { ...where, push_service_id: id, ...(row?.stream ? { stream: row.stream } : {}) };
    return this.bound.arm(call, { channel: 'live.disconnect', input, account: this.bound.accountOf(call) }, `Disconnect ${row?.label ?? `#${id}`}`);
  }

  armDisconnectAll(call: Call): Promise<Answer> {
    const where = this.bound.where(undefined);
    if (!where) return Promise.resolve(conflict('not_watching', 'Not armed: no application to disconnect on. Watch an application on Live first.'));
    const running = this.feed.state().destinations.filter((d) => d.state === 'live' || d.state === 'connecting').length;
    return this.bound.arm(call, { channel: 'live.disconnect', input: { ...where, entry_name: '*' }, account: this.bound.accountOf(call) }, `Disconnect every push on this account (${running} running)`);
  }

  async fire(call: Call, armId: string): Promise<Answer> {
    const taken = this.core.hub.arms.take(armId);
    if (!taken.ok) return conflict('arm_spent', taken.message);
    const { channel, input, account } = taken.payload;
    const r = await this.bound.dispatch(call, channel, input, account);
    if (!r.ok) return failed(r);
    if (channel === 'sheets.fire') return this.cueFired(input as { sheetId: string; runId: string; cueId: string }, r.value as CueOutcome);
    const value = r.value as DisconnectValue | SplitValue;
    return answer(200, { fired: taken.arm.action, ...('message' in value ? { message: value.message } : { rows: value.rows }) });
  }

  cancel(armId: string): Answer {
    return this.core.hub.arms.cancel(armId) ? answer(200, { cancelled: armId }) : conflict('arm_spent', `There is no arm ${armId} to cancel (it was fired, cancelled or expired).`);
  }

  /** POST /v1/alerts/acknowledge: an alert's repeats muted (`{"incident": id}`, or every open one of the account); Activity names the client. */
  async acknowledge(call: Call): Promise<Answer> {
    const input = { incident: str(call.body.incident) ?? null, account: str(call.body.account) ?? null };
    const r = await this.bound.dispatch(call, 'incidents.acknowledge', input, this.bound.accountOf(call));
    return r.ok ? answer(200, r.value as Record<string, unknown>) : failed(r);
  }

  async split(call: Call, allowDestructive: boolean): Promise<Answer> {
    const f9 = this.feed.state().f9;
    const app = str(call.body.app) ?? f9?.app;
    const stream = str(call.body.stream) ?? f9?.stream;
    if (!app || !stream) return conflict('no_stream', 'Not sent: no stream to split. Choose the F9 stream on Live, or give {"app": "<application>/<instance>", "stream": …}.');
    const input = { app, stream, ...(call.body.delete === true ? { delete: true } : {}) };
    const account = this.bound.accountOf(call);
    if (call.body.delete === true) {
      if (!allowDestructive) return answer(403, { error: 'scope', message: 'Refused: a split that deletes the closed segment needs the destructive scope, which is off. Turn it on under Accounts → Control surfaces.' });
      return this.bound.arm(call, { channel: 'live.split', input, account }, `Split ${stream} and delete the closed segment`);
    }
    const r = await this.bound.dispatch(call, 'live.split', input, account);
    return r.ok ? answer(200, { rows: (r.value as SplitValue).rows }) : failed(r);
  }

  /**
   * GO on the run's standby cue. Whether it is destructive is decided here, from the cue
   * in the saved sheet (never from what a screen reported): a destructive cue needs the
   * destructive scope, and then arms first (its arm window kept).
   */
  async cueGo(call: Call, allowDestructive: boolean): Promise<Answer> {
    const run = this.core.hub.screen().run;
    if (run === null) return conflict('no_run', 'Not sent: no run sheet is open on the console. Open a sheet and press Run.');
    const standby = run.standby;
    if (standby === null) return conflict('no_standby', `Not sent: the run of "${run.sheetName}" is past its last cue.`);
    const expect = str(call.body.expect);
    if (expect !== undefined && expect !== standby.cueId) {
      return conflict('not_expected', `Not sent: the standby cue is ${standby.n} "${standby.name}" (${standby.cueId}), not ${expect}. Nothing was fired; a double press never skips a cue.`);
    }
    const account = this.bound.accountOf(call);
    const loaded = await this.bound.dispatch(call, 'sheets.get', { id: run.sheetId }, account);
    if (!loaded.ok) return failed(loaded);
    const sheet = loaded.value as Sheet;
    const cue = sheet.cues.find((c) => c.id === standby.cueId);
    if (cue === undefined) return conflict('no_standby', `Not sent: cue ${standby.cueId} is no longer in "${sheet.name}". Open the sheet again.`);
    const input = { sheetId: run.sheetId, cueId: standby.cueId, runId: run.runId };
    if (isDestructive(cue.action)) {
      if (!allowDestructive) return answer(403, { error: 'scope', message: `Refused: cue ${standby.n} is destructive and needs the destructive scope, which is off. Turn it on under Accounts → Control surfaces.` });
      return this.bound.arm(call, { channel: 'sheets.fire', input, account }, `Fire cue ${standby.n} "${standby.name}"`);
    }
    const r = await this.bound.dispatch(call, 'sheets.fire', input, account);
    return r.ok ? this.cueFired(input, r.value as CueOutcome) : failed(r);
  }

  private async cueFired(input: { sheetId: string; runId: string; cueId: string }, outcome: CueOutcome): Promise<Answer> {
    // The run is main's: standby moves on here, so a surface with no screen open fires the next cue next.
    const sheet = await this.core.router.dispatch('sheets.get', { id: input.sheetId });
    if (sheet.ok) this.core.hub.advance(input.runId, input.cueId, sheet.value as Sheet);
    this.core.events.emit({ type: 'control.cueFired', runId: input.runId, cueId: input.cueId, outcome });
    return answer(200, { cueId: input.cueId, state: outcome.state, message: outcome.message });
  }
}
