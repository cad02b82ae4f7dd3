/**
 * The sandbox drops and refuses like a platform, over admin HTTP: a drop it takes back (the
 * next connect goes live), a drop it never takes back (event ended: the key is refused on
 * every later connect), and a refusal that clears after N tries.
 */
import { describe, expect, it } from 'vitest';
import type { PushSessionView } from '../../../electron/sandbox/state/push-sessions';
import { admin, call, fakeClock, sandbox } from './helpers';

type Sandbox = Awaited<ReturnType<typeof sandbox>>;
const DELAY = 600;

/** Connects stored service 502 (it pushes cam_1), lets it settle, and returns what the server shows. */
async function connectAndSettle(sb: Sandbox, clock: ReturnType<typeof fakeClock>): Promise<PushSessionView> {
  const c = await call(sb, 'pushpublish.connect', { push_service_id: 502, inst: 'live' }, { timestamp: clock.sec() });
  expect(c.body.status, c.text).toBe('success');
  clock.advance(DELAY + 100);
  const a = await call(sb, 'stream.details', { app: 'demo-origin', inst: 'live', stream: 'cam_1' }, { timestamp: clock.sec() });
  return (a.body.stream as { pushes: PushSessionView[] }).pushes[0]!;
}

async function setUp(): Promise<{ sb: Sandbox; clock: ReturnType<typeof fakeClock> }> {
  const clock = fakeClock();
  return { sb: await sandbox({ clock, pushConnectDelayMs: DELAY }), clock };
}

describe('sandbox drops and refusals like a platform', () => {
  it('takes a dropped push back: the next connect goes live', async () => {
    const { sb, clock } = await setUp();
    expect((await connectAndSettle(sb, clock)).status).toBe('connected');
    expect(await admin(sb, 'POST', 'push-drop', { remove: true })).toEqual({ status: 200, body: { changed: 1 } });
    expect((await connectAndSettle(sb, clock)).status).toBe('connected');
  });

  it('never takes back a push whose event ended: every later connect is refused for the key', async () => {
    const { sb, clock } = await setUp();
    const live = await connectAndSettle(sb, clock);
    expect(await admin(sb, 'POST', 'push-drop', { entry_name: live.entry_name, remove: true, ended: true })).toEqual({ status: 200, body: { changed: 1 } });
    for (let i = 0; i < 3; i += 1) {
      expect(await connectAndSettle(sb, clock)).toMatchObject({ status: 'error', message: 'Stream key refused: the event has ended' });
      await call(sb, 'pushpublish.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 502 }, { timestamp: clock.sec() });
    }
    await admin(sb, 'DELETE', 'faults');
    expect((await connectAndSettle(sb, clock)).status).toBe('connected');
  });

  it('refuses the next N connects for a passing reason, then accepts', async () => {
    const { sb, clock } = await setUp();
    expect(await admin(sb, 'POST', 'refuse-tries', { push_service_id: 502, tries: 2 })).toEqual({ status: 200, body: { push_service_id: 502, tries: 2 } });
    for (let i = 0; i < 2; i += 1) {
      expect(await connectAndSettle(sb, clock)).toMatchObject({ status: 'error', message: 'Destination is busy: connection refused, try again' });
      await call(sb, 'pushpublish.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 502 }, { timestamp: clock.sec() });
    }
    expect((await connectAndSettle(sb, clock)).status).toBe('connected');
    expect((await admin(sb, 'POST', 'refuse-tries', { push_service_id: 502, tries: 0 })).status).toBe(400);
  });
});
