/**
 * An alert acknowledged from a control surface: a preflight's problem (its notice) opens a
 * `preflight_failed` incident on the account its run was checked on; `POST
 * /v1/alerts/acknowledge` mutes its repeats, audited under the client's name; the notice's end
 * is the incident's recovery.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/domain/audit';
import type { OpenIncident } from '../../../shared/domain/alerts/policy-types';
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { type Harness, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ bare: true });
});
afterAll(async () => {
  await h.close();
});

async function incidents(): Promise<OpenIncident[]> {
  const r = await h.booted.services.router.dispatch('incidents.list', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value as OpenIncident[];
}

it("a preflight's problem is an open incident; the control API acknowledges it, and its end recovers it", async () => {
  const cause = 'preflight:run-1:c1:destination:#502 is refusing';
  h.booted.services.events.emit({ type: 'notice', level: 'warning', title: 'Preflight: Evening show', body: '#502 rtmp is refusing: its last push was refused', cause });
  const open = await incidents();
  expect(open).toHaveLength(1);
  expect(open[0]).toMatchObject({ account: SANDBOX_PROFILE_ID, cause: 'preflight_failed', acked: false });
  expect(open[0]!.text).toContain('#502 rtmp is refusing');

  const ack = await h.call('POST', '/v1/alerts/acknowledge', { body: {} });
  expect(ack.status).toBe(200);
  expect((ack.body.acknowledged as OpenIncident[]).map((i) => i.incident)).toEqual([open[0]!.incident]);
  expect((await incidents())[0]!.acked).toBe(true);
  const r = await h.booted.services.router.dispatch('activity.list', {});
  const entries = r.ok ? (r.value as { entries: AuditEntry[] }).entries : [];
  const entry = entries.find((e) => e.command === 'alert.acknowledge');
  expect(entry?.source).toEqual({ kind: 'control', client: 'Stream Deck test' });

  h.booted.services.events.emit({ type: 'notice.resolved', cause, words: 'Preflight: fine now' });
  expect(await incidents()).toEqual([]);
});
