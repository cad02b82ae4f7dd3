/**
 * The control API's destination-group routes, through the same groups.* channels the
 * screens use (same account binding, audited with source "control"). A group's
 * disconnect only arms here: one arm for the whole group, fired like every other arm.
 */
import { type DestinationGroup, noGroup, sameGroupName } from '../../shared/domain/groups/group';
import type { GroupSendValue } from '../../shared/ipc/groups';
import { type Answer, type Call, answer, failed } from './answers';
import type { ControlBinding } from './binding';

/** A group name from the path: percent-decoded, or null when it is not valid UTF-8 escapes. */
export function groupFromPath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const BAD_PATH = answer(400, { error: 'invalid_input', message: 'The group name in the path is not a valid percent-encoded name.' });

export class GroupActions {
  constructor(private readonly bound: ControlBinding) {}

  /** PUT /v1/groups/{name} {"destinations": [ids]}: makes the group, or sets its members. */
  async save(call: Call, raw: string): Promise<Answer> {
    const name = groupFromPath(raw);
    if (name === null) return BAD_PATH;
    const ids = call.body.destinations;
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id >= 0)) {
      return answer(400, { error: 'invalid_input', message: 'Give the group\'s stored destination ids: {"destinations": [501, 503, 507]}.' });
    }
    const r = await this.bound.change(call, 'groups.save', { name, destinations: ids }, this.bound.accountOf(call));
    return r.ok ? answer(200, { group: r.value }) : failed(r);
  }

  /** POST /v1/groups/{name}/live: every member not already LIVE or CONNECTING, once; 502 or 409 when none went. */
  async live(call: Call, raw: string): Promise<Answer> {
    const name = groupFromPath(raw);
    if (name === null) return BAD_PATH;
    const r = await this.bound.dispatch(call, 'groups.live', { name }, this.bound.accountOf(call));
    if (!r.ok) return failed(r);
    const { sent, refused, notSent, message } = r.value as GroupSendValue;
    // Nothing went: 502 when the server refused, 409 when the console held every member back; never 200.
    const status = sent.length > 0 ? 200 : refused.length > 0 ? 502 : 409;
    return answer(status, { ...(status === 200 ? {} : { error: refused.length > 0 ? 'rejected' : 'not_sent' }), sent, refused, notSent, message });
  }

  /** POST /v1/groups/{name}/disconnect: arms (nothing sent); the group must exist when armed. */
  async armDisconnect(call: Call, raw: string): Promise<Answer> {
    const name = groupFromPath(raw);
    if (name === null) return BAD_PATH;
    const account = this.bound.accountOf(call);
    const groups = await this.bound.dispatch(call, 'groups.list', {}, account);
    if (!groups.ok) return failed(groups);
    const found = (groups.value as DestinationGroup[]).find((g) => sameGroupName(g.name, name));
    if (found === undefined) return answer(404, { error: 'not_found', message: noGroup(name) });
    // The arm holds the members it named: a fire after the group changed is refused, nothing sent.
    const input = { name: found.name, members: [...found.destinations] };
    return this.bound.arm(call, { channel: 'groups.disconnect', input, account }, `Disconnect group ${found.name} (${found.destinations.length} destinations)`);
  }

  /** PUT /v1/groups/{name}/reconnect {"enabled": true|false}: the group's setting, for each member. */
  async reconnect(call: Call, raw: string): Promise<Answer> {
    const name = groupFromPath(raw);
    if (name === null) return BAD_PATH;
    if (typeof call.body.enabled !== 'boolean') return answer(400, { error: 'invalid_input', message: 'Say whether reconnect is on: {"enabled": true} or {"enabled": false}.' });
    const r = await this.bound.change(call, 'groups.reconnect', { name, enabled: call.body.enabled }, this.bound.accountOf(call));
    return r.ok ? answer(200, r.value as Record<string, unknown>) : failed(r);
  }
}
