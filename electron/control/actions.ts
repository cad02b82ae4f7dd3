/**
 * What each control route does, through the same router the screens use: the same
 * channels, the same account binding (a call names the account it acts on; the router
 * refuses and audits it under another), audited with source "control" and the client's
 * name. Destructive actions only arm here; firing an arm sends its call once.
 */
import type { IpcResult } from '../../shared/ipc/define';
import type { CueOutcome } from '../../shared/domain/sheets/outcome';
import type { DisconnectValue, GoLiveValue, SplitValue } from '../../shared/ipc/live';
import { runAsSource } from '../core/audit/source-scope';
import type { ArmedCall } from '../core/control/hub';
import type { ControlCore } from '../core/services';
import type { StateFeed } from './state';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface Call {
  client: string;
  /** The JSON body (an object; {} when none was sent). */
  body: Record<string, unknown>;
  /** `?account=` when the body names none. */
  queryAccount: string | null;
}

const answer = (status: number, body: Record<string, unknown>): Answer => ({ status, body });
const conflict = (error: string, message: string) => answer(409, { error, message });

/** One wording per failure kind: the router's own message, with its kind as the error code. */
function failed(r: Extract<IpcResult<unknown>, { ok: false }>): Answer {
  const status = r.error.kind === 'invalid_input' ? 400 : r.error.kind === 'not_found' ? 404 : r.error.kind === 'internal' ? 500 : 409;
  return answer(status, { error: r.error.kind, message: r.error.message });
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

export class ControlActions {
  constructor(
    private readonly core: ControlCore,
    private readonly feed: StateFeed,
  ) {}

  /**
   * The account a call acts on: the one it names, or the active one. Naming the real
   * account during its rehearsal acts on the mirror (the state says so), as a run sheet does.
   */
  private accountOf(call: Call): string {
    const named = str(call.body.account) ?? call.queryAccount ?? undefined;
    const active = this.core.profiles.active();
    if (named === undefined || named === active.mirrorOf) return active.id;
    return named;
  }

  private dispatch(call: Call, channel: string, input: unknown, account: string): Promise<IpcResult<unknown>> {
    return runAsSource({ kind: 'control', client: call.client }, () => this.core.router.dispatch(channel, input, account));
  }

  /** Refused here (no arm made) when the named account is not active: audited by the router, nothing sent. */
  private async refuseForeign(call: Call, channel: string, input: unknown, account: string): Promise<Answer | null> {
    if (account === this.core.profiles.activeId()) return null;
    const r = await this.dispatch(call, channel, input, account);
    return r.ok ? answer(500, { error: 'internal', message: 'The router ran a call for an account that is not active.' }) : failed(r);
  }

  private where(row: { app: string | null; inst: string | null } | undefined): { app: string; inst: string } | null {
    const watching = this.feed.state().watching;
    const app = row?.app ?? watching?.app;
    const inst = row?.inst ?? watching?.inst;
    return app && inst ? { app, inst } : null;
  }

  state(): Answer {
    return answer(200, { seq: this.feed.seq, ...this.feed.state() });
  }

  async goLive(call: Call, id: number): Promise<Answer> {
    const row = this.feed.row(id);
    const inst = str(call.body.inst) ?? row?.inst ?? this.feed.state().watching?.inst;
    if (!inst) return conflict('not_watching', 'Not sent: no instance to push from. Watch an application on Live, or give {"inst": …}.');
    const connect = { push_service_id: id, inst, ...(str(call.body.app) ? { app: str(call.body.app) } : {}), ...(str(call.body.stream) ? { stream: str(call.body.stream) } : {}) };
    const r = await this.dispatch(call, 'live.connect', { connects: [connect] }, this.accountOf(call));
    if (!r.ok) return failed(r);
    const result = (r.value as GoLiveValue).results[0]!;
    if (result.outcome === 'not_sent') return conflict('not_sent', result.message);
    return answer(200, { id, name: result.label, outcome: result.outcome, state: result.state, message: result.message });
  }

  private async arm(call: Call, armed: ArmedCall, action: string): Promise<Answer> {
    const refused = await this.refuseForeign(call, armed.channel, armed.input, armed.account);
    if (refused) return refused;
    const arm = this.core.hub.arms.create(action, `Fire from the control surface to ${action.toLowerCase()}`, call.client, armed);
    return answer(202, { armId: arm.armId, expiresInMs: this.core.hub.arms.windowMs, action });
  }

  armDisconnect(call: Call, id: number): Promise<Answer> {
    const row = this.feed.row(id);
    const where = this.where(row);
    if (!where) return Promise.resolve(conflict('not_watching', 'Not armed: no application to disconnect on. Watch an application on Live first.'));
    const input = { ...where, push_service_id: id, ...(row?.stream ? { stream: row.stream } : {}) };
    return this.arm(call, { channel: 'live.disconnect', input, account: this.accountOf(call) }, `Disconnect ${row?.label ?? `#${id}`}`);
  }

  armDisconnectAll(call: Call): Promise<Answer> {
    const where = this.where(undefined);
    if (!where) return Promise.resolve(conflict('not_watching', 'Not armed: no application to disconnect on. Watch an application on Live first.'));
    const running = this.feed.state().destinations.filter((d) => d.state === 'live' || d.state === 'connecting').length;
    return this.arm(call, { channel: 'live.disconnect', input: { ...where, entry_name: '*' }, account: this.accountOf(call) }, `Disconnect every push on this account (${running} running)`);
  }

  async fire(call: Call, armId: string): Promise<Answer> {
    const taken = this.core.hub.arms.take(armId);
    if (!taken.ok) return conflict('arm_spent', taken.message);
    const { channel, input, account } = taken.payload;
    const r = await this.dispatch(call, channel, input, account);
    if (!r.ok) return failed(r);
    if (channel === 'sheets.fire') return this.cueFired(input as { runId: string; cueId: string }, r.value as CueOutcome);
    const value = r.value as DisconnectValue | SplitValue;
    return answer(200, { fired: taken.arm.action, ...('message' in value ? { message: value.message } : { rows: value.rows }) });
  }

  cancel(armId: string): Answer {
    return this.core.hub.arms.cancel(armId) ? answer(200, { cancelled: armId }) : conflict('arm_spent', `There is no arm ${armId} to cancel (it was fired, cancelled or expired).`);
  }

  async split(call: Call, allowDestructive: boolean): Promise<Answer> {
    const f9 = this.feed.state().f9;
    const app = str(call.body.app) ?? f9?.app;
    const stream = str(call.body.stream) ?? f9?.stream;
    if (!app || !stream) return conflict('no_stream', 'Not sent: no stream to split. Choose the F9 stream on Live, or give {"app": "<application>/<instance>", "stream": …}.');
    const input = { app, stream, ...(call.body.delete === true ? { delete: true } : {}) };
    const account = this.accountOf(call);
    if (call.body.delete === true) {
      if (!allowDestructive) return answer(403, { error: 'scope', message: 'Refused: a split that deletes the closed segment needs the destructive scope, which is off. Turn it on under Accounts → Control surfaces.' });
      return this.arm(call, { channel: 'live.split', input, account }, `Split ${stream} and delete the closed segment`);
    }
    const r = await this.dispatch(call, 'live.split', input, account);
    return r.ok ? answer(200, { rows: (r.value as SplitValue).rows }) : failed(r);
  }

  /** GO on the open run's standby cue; a destructive cue arms first (its arm window kept). */
  async cueGo(call: Call, allowDestructive: boolean): Promise<Answer> {
    const run = this.core.hub.screen().run;
    if (run === null) return conflict('no_run', 'Not sent: no run sheet is open on the console. Open a sheet and press Run.');
    const standby = run.standby;
    if (standby === null) return conflict('no_standby', `Not sent: the run of "${run.sheetName}" is past its last cue.`);
    const expect = str(call.body.expect);
    if (expect !== undefined && expect !== standby.cueId) {
      return conflict('not_expected', `Not sent: the standby cue is ${standby.n} "${standby.name}" (${standby.cueId}), not ${expect}. Nothing was fired; a double press never skips a cue.`);
    }
    const input = { sheetId: run.sheetId, cueId: standby.cueId, runId: run.runId };
    const account = this.accountOf(call);
    if (standby.destructive && !allowDestructive) return answer(403, { error: 'scope', message: `Refused: cue ${standby.n} is destructive and needs the destructive scope, which is off. Turn it on under Accounts → Control surfaces.` });
    if (standby.destructive) return this.arm(call, { channel: 'sheets.fire', input, account }, `Fire cue ${standby.n} "${standby.name}"`);
    const r = await this.dispatch(call, 'sheets.fire', input, account);
    return r.ok ? this.cueFired(input, r.value as CueOutcome) : failed(r);
  }

  private cueFired(input: { runId: string; cueId: string }, outcome: CueOutcome): Answer {
    this.core.events.emit({ type: 'control.cueFired', runId: input.runId, cueId: input.cueId, outcome });
    return answer(200, { cueId: input.cueId, state: outcome.state, message: outcome.message });
  }
}
