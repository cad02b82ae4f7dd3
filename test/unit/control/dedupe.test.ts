/**
 * The control API's repeat window (300 ms) answers a bounced press once, but never across
 * accounts and never with an arm that is already spent: the console's clock is held still
 * here, so each repeat falls inside the window however slow the machine.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { type Harness, startHarness } from './harness';

let h: Harness;
let still = 0;
/** Holds the console's clock at the moment `hold` was first called (each request is then "at the same time"). */
const hold = (): void => {
  h.skew.ms = still - Date.now();
};

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  // Each test starts well past the window of the one before.
  still = Math.max(Date.now(), still + 1000);
  hold();
  // A switch ends the watch; the arms below act on the watched application.
  await h.booted.services.router.dispatch('live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: 60_000 });
  await h.booted.services.router.dispatch('live.services', {});
  h.booted.sandbox.resetCounts();
});

const setActive = async (id: string): Promise<void> => {
  const r = await h.booted.services.router.dispatch('accounts.setActive', { id });
  if (!r.ok) throw new Error(r.error.message);
};

describe('the repeat window', () => {
  it('still answers an identical split once on the same account', async () => {
    const body = { app: 'demo-origin/live', stream: 'cam_1' };
    hold();
    const first = await h.call('POST', '/v1/split', { body });
    hold();
    const twin = await h.call('POST', '/v1/split', { body });
    expect(first.status).toBe(200);
    expect(twin).toEqual(first);
    expect(h.sent('recording.split')).toBe(1);
  });

  it('does not answer a split after an account switch with the old account\'s rows', async () => {
    const body = { app: 'demo-origin/live', stream: 'cam_2' };
    hold();
    const first = await h.call('POST', '/v1/split', { body });
    expect(first).toMatchObject({ status: 200, body: { rows: expect.any(Array) } });
    const created = await h.booted.services.router.dispatch('accounts.create', { name: 'Studio B', baseUrl: 'https://api.example.com/stable/', cdn: 7 });
    if (!created.ok) throw new Error(created.error.message);
    await setActive((created.value as { id: string }).id);
    try {
      hold();
      const after = await h.call('POST', '/v1/split', { body });
      // Studio B has no credentials here: its own answer is a row not sent, in words, never the sandbox's row.
      expect(after.body.rows).toEqual([expect.objectContaining({ account: 'Studio B', outcome: 'not_sent', message: expect.stringMatching(/No API key/) })]);
      expect(h.sent('recording.split')).toBe(1);
    } finally {
      await setActive(SANDBOX_PROFILE_ID);
    }
  });

  it('gives a re-arm after a fire a new arm, and its fire sends again', async () => {
    await h.configure({ destructive: true });
    for (const id of [502, 503]) expect((await h.call('POST', `/v1/destinations/${id}/live`)).status).toBe(200);
    h.booted.sandbox.resetCounts();
    hold();
    const armed = await h.call('POST', '/v1/disconnect-all');
    expect(armed.status).toBe(202);
    hold();
    expect((await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`)).status).toBe(200);
    hold();
    const rearmed = await h.call('POST', '/v1/disconnect-all');
    expect(rearmed).toMatchObject({ status: 202, body: { armId: expect.any(String) } });
    expect(rearmed.body.armId).not.toBe(armed.body.armId);
    hold();
    const fired = await h.call('POST', `/v1/arm/${String(rearmed.body.armId)}/fire`);
    expect(fired).toMatchObject({ status: 200, body: { fired: expect.stringMatching(/^Disconnect every push/) } });
    expect(h.sent('pushpublish.disconnect')).toBe(2);
  });

  it('an account switch cancels every arm the control API holds: its fire sends nothing', async () => {
    await h.configure({ destructive: true });
    const armed = await h.call('POST', '/v1/disconnect-all');
    expect(armed.status).toBe(202);
    expect(h.booted.services.control.armList()).toHaveLength(1);
    const created = await h.booted.services.router.dispatch('accounts.create', { name: 'Studio C', baseUrl: 'https://api.example.com/stable/', cdn: 8 });
    if (!created.ok) throw new Error(created.error.message);
    await setActive((created.value as { id: string }).id);
    await setActive(SANDBOX_PROFILE_ID);
    expect(h.booted.services.control.armList()).toEqual([]);
    const fired = await h.call('POST', `/v1/arm/${String(armed.body.armId)}/fire`);
    expect(fired).toMatchObject({ status: 409, body: { error: 'arm_spent', message: expect.stringMatching(/cancelled/) } });
    expect(h.sent('pushpublish.disconnect')).toBe(0);
  });
});
