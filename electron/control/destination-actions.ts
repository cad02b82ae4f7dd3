/**
 * The control API's routes for one destination and the watch: go live, its reconnect
 * setting, the account's watch. A go live the server refused answers 502 and one held
 * back 409 — never 200 for a send that did not go. State changes are audited (binding.ts).
 */
import type { GoLiveValue } from '../../shared/ipc/live';
import { notStored } from '../core/live/group-members';
import { type Answer, type Call, answer, conflict, failed, str } from './answers';
import type { ControlBinding } from './binding';

export class DestinationActions {
  constructor(private readonly bound: ControlBinding) {}

  /** PUT /v1/watch: the account's watch, set from the surface (no screen needed); main keeps it with the account. */
  async watch(call: Call): Promise<Answer> {
    const app = str(call.body.app);
    const inst = str(call.body.inst);
    if (!app || !inst) return answer(400, { error: 'invalid_input', message: 'Give the application and instance to watch: {"app": "demo-origin", "inst": "live"}.' });
    const r = await this.bound.change(call, 'live.watch', { target: { app, inst } }, this.bound.accountOf(call));
    return r.ok ? answer(200, { watching: { app, inst } }) : failed(r);
  }

  async goLive(call: Call, id: number): Promise<Answer> {
    const feed = this.bound.feed;
    const row = feed.row(id);
    const inst = str(call.body.inst) ?? row?.inst ?? feed.state().watching?.inst;
    if (!inst) return conflict('not_watching', 'Not sent: no instance to push from. Watch an application on Live, or give {"inst": …}.');
    const connect = { push_service_id: id, inst, ...(str(call.body.app) ? { app: str(call.body.app) } : {}), ...(str(call.body.stream) ? { stream: str(call.body.stream) } : {}) };
    const r = await this.bound.dispatch(call, 'live.connect', { connects: [connect] }, this.bound.accountOf(call));
    if (!r.ok) return failed(r);
    const result = (r.value as GoLiveValue).results[0]!;
    if (result.outcome === 'not_sent') return conflict('not_sent', result.message);
    const body = { id, name: result.label, outcome: result.outcome, state: result.state, message: result.message };
    // Sent and refused by the server: the surface is told it failed, by its status too.
    return result.outcome === 'failed' ? answer(502, { error: 'rejected', ...body }) : answer(200, body);
  }

  /** PUT /v1/destinations/{id}/reconnect: the destination's automatic reconnect on or off; off stops its tries at once. */
  async reconnect(call: Call, id: number): Promise<Answer> {
    const enabled = call.body.enabled;
    if (typeof enabled !== 'boolean') return answer(400, { error: 'invalid_input', message: 'Say whether to reconnect: {"enabled": true} or {"enabled": false}.' });
    const account = this.bound.accountOf(call);
    // Only a destination the account stores has a setting (the board of the active account lists them).
    if (account === this.bound.core.profiles.activeId() && this.bound.feed.row(id)?.stored !== true) return answer(404, { error: 'not_found', message: `Not set: ${notStored(id)}.` });
    const r = await this.bound.change(call, 'live.reconnect', { key: `svc:${id}`, enabled }, account);
    return r.ok ? answer(200, { id, enabled }) : failed(r);
  }
}
