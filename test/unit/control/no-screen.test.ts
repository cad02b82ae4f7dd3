/**
 * A control surface alone: web mode's core with the control API and the sandbox, no page
 * ever opened, no watch set by a screen. Main owns the show, so state lists every stored
 * destination, a watch can be set from the surface, and go live, disconnect (arm + fire),
 * split and cue GO all work — counted at the sandbox. What is destructive is main's to
 * decide from the saved sheet, never a screen's report.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sixCueSheet } from '../sheets/fixtures';
import { type Harness, startHarness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ bare: true });
});

afterAll(async () => {
  await h.close();
});

type Dest = { id: number | null; state: string };
const dests = (s: Record<string, unknown>) => s.destinations as Dest[];

/** A raw request as Companion's Generic HTTP module sends a DELETE with an empty body field: that text, a length, no content type. */
function rawDelete(path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: h.port(), method: 'DELETE', path, headers: { Authorization: `Bearer ${h.settings.token}`, 'Content-Length': String(Buffer.byteLength(body)) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a control surface with no screen', () => {
  it('lists the 7 stored destinations with no watch, sets a watch, goes live, disconnects with arm and fire, and splits', async () => {
    const listed = await h.stateWhen((s) => dests(s).length === 7);
    expect(listed.watching).toBeNull();
    expect(dests(listed).map((d) => d.id)).toEqual(expect.arrayContaining([501, 502, 503, 504, 505, 506, 507]));
    h.booted.sandbox.resetCounts();

    expect(await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } })).toMatchObject({ status: 200 });
    await h.stateWhen((s) => (s.watching as { app?: string } | null)?.app === 'demo-origin' && s.readAt !== null);

    const go = await h.call('POST', '/v1/destinations/502/live');
    expect(go).toMatchObject({ status: 200, body: { outcome: 'accepted' } });
    expect(h.sent('pushpublish.connect')).toBe(1);

    await h.configure({ destructive: true });
    const armed = await h.call('POST', '/v1/destinations/502/disconnect');
    expect(armed.status).toBe(202);
    expect(h.sent('pushpublish.disconnect')).toBe(0);
    expect((await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`)).status).toBe(200);
    expect(h.sent('pushpublish.disconnect')).toBe(1);

    const split = await h.call('POST', '/v1/split', { body: { app: 'demo-origin/live', stream: 'cam_1' } });
    expect(split.status).toBe(200);
    expect(h.sent('recording.split')).toBe(1);
  });

  it('cancels an arm whatever body a DELETE carries (Companion sends "[object Object]" with no content type)', async () => {
    await h.configure({ destructive: true });
    await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } });
    const armed = await h.call('POST', '/v1/disconnect-all');
    expect(armed.status).toBe(202);
    expect(await rawDelete(`/v1/arm/${String(armed.body.armId)}`, '[object Object]')).toBe(200);
    expect(h.booted.services.control.armList()).toEqual([]);
    expect(h.sent('pushpublish.disconnect')).toBe(1);
  });

  it('an operate-only token cannot fire a disconnect cue, whatever the screen reported; GO moves standby on in main', async () => {
    await h.configure({ destructive: false });
    const saved = await h.booted.services.router.dispatch('sheets.save', sixCueSheet());
    if (!saved.ok) throw new Error(saved.error.message);
    const disconnects = h.sent('pushpublish.disconnect');
    // A screen (or anything else) reporting the Close cue as harmless changes nothing.
    await h.booted.services.router.dispatch('control.report', { f9: null, run: { sheetId: 'sheet-1', sheetName: 'Gala night', runId: '7a1b2c3d-0000-4000-8000-00000000000a', standby: { cueId: 'c5', n: 5, name: 'Close', destructive: false } } });
    const refused = await h.call('POST', '/v1/cue/go', { body: { expect: 'c5' } });
    expect(refused).toMatchObject({ status: 403, body: { error: 'scope' } });
    expect(h.sent('pushpublish.disconnect')).toBe(disconnects);

    await h.booted.services.router.dispatch('control.report', { f9: null, run: { sheetId: 'sheet-1', sheetName: 'Gala night', runId: '7a1b2c3d-0000-4000-8000-00000000000a', standby: { cueId: 'c3', n: 3, name: 'Speech', destructive: false } } });
    expect((await h.call('POST', '/v1/cue/go', { body: { expect: 'c3' } })).status).toBe(200);
    const next = await h.stateWhen((s) => (s.standby as { cueId?: string } | null)?.cueId === 'c4');
    expect(next.standby).toMatchObject({ n: 4, name: 'Panel' });
  });
});
