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
    const r = await this.bound.dispatch(call, 'groups.save', { name, destinations: ids }, this.bound.accountOf(call));
    return r.ok ? answer(200, { group: r.value }) : failed(r);
  }

  /** POST /v1/groups/{name}/live: every member not already LIVE or CONNECTING, once. */
  async live(call: Call, raw: string): Promise<Answer> {
    const name = groupFromPath(raw);
    if (name === null) return BAD_PATH;
    const r = await this.bound.dispatch(call, 'groups.live', { name }, this.bound.accountOf(call));
    if (!r.ok) return failed(r);
    const { sent, notSent } = r.value as GroupSendValue;
    return answer(200, { sent, notSent });
  }

  /** POST /v1/groups/{name}/disconnect: arms (nothing sent); the group must exist when armed. */
  async armDisconnect(call: Call, raw: string): Promise<Answer> {
    const name = groupFromPath(raw);
    if (name === null) return BAD_PATH;
    const account = this.bound.accountOf(call);
    const groups = await this.bound.dispatch(call, 'groups.list', {}, account);
    const found = groups.ok ? (groups.value as DestinationGroup[]).find((g) => sameGroupName(g.name, name)) : undefined;
    if (groups.ok && found === undefined) return answer(404, { error: 'not_found', message: noGroup(name) });
    const label = found ? `${found.name} (${found.destinations.length} destinations)` : name;
    return this.bound.arm(call, { channel: 'groups.disconnect', input: { name }, account }, `Disconnect group ${label}`);
  }

  /** PUT /v1/groups/{name}/reconnect {"enabled": true|false}: the group's setting, for each member. */
  async reconnect(call: Call, raw: string): Promise<Answer> {
    const name = groupFromPath(raw);
    if (name === null) return BAD_PATH;
    if (typeof call.body.enabled !== 'boolean') return answer(400, { error: 'invalid_input', message: 'Say whether reconnect is on: {"enabled": true} or {"enabled": false}.' });
    const r = await this.bound.dispatch(call, 'groups.reconnect', { name, enabled: call.body.enabled }, this.bound.accountOf(call));
    return r.ok ? answer(200, r.value as Record<string, unknown>) : failed(r);
  }
}
