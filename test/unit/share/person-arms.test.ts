import { describe, expect, it } from 'vitest';
import { runAsPerson } from '../../../electron/core/audit/person-scope';
import { ArmRegistry } from '../../../electron/core/control/arms';
import { SessionHub, createSessionHandlers } from '../../../electron/core/session/hub';
import type { McEvent } from '../../../shared/ipc/events';
import type { Person } from '../../../shared/domain/share/person';
import { armedByWords } from '../../../shared/domain/share/person-words';

const ana: Person = { id: 'g-ana', name: 'Ana', role: 'destructive', address: '192.0.2.12' };
const bo: Person = { id: 'g-bo', name: 'Bo', role: 'destructive', address: '192.0.2.13' };
const clock = { now: () => Date.now() };

describe('arms belong to their person', () => {
  it('an arm made in a person scope carries them, and only they can fire it', async () => {
    const arms = new ArmRegistry<string>(clock, () => {});
    const arm = await runAsPerson(ana, async () => arms.create('Disconnect #502', 'fire to disconnect', 'screen', 'payload'));
    expect(arm.person).toEqual({ id: 'g-ana', name: 'Ana', address: '192.0.2.12' });
    expect(await runAsPerson(bo, async () => arms.take(arm.armId))).toEqual({ ok: false, message: 'Not sent: Ana armed this; only Ana can fire it.' });
    expect(arms.take(arm.armId)).toMatchObject({ ok: false, message: expect.stringContaining('only Ana can fire it') });
    expect(await runAsPerson(ana, async () => arms.take(arm.armId))).toMatchObject({ ok: true, payload: 'payload' });
  });

  it("a local arm is the local operator's: a guest cannot fire it", async () => {
    const arms = new ArmRegistry<string>(clock, () => {});
    const arm = arms.create('Disconnect all', 'fire', 'Desk', 'p');
    expect(arm.person).toBeUndefined();
    expect(await runAsPerson(ana, async () => arms.take(arm.armId))).toMatchObject({ ok: false });
    expect(arms.take(arm.armId)).toMatchObject({ ok: true });
  });

  it('a screen arm is told to every view with its person, and words say who', async () => {
    const events: McEvent[] = [];
    const hub = new SessionHub(clock, { emit: (e) => events.push(e) });
    const h = createSessionHandlers(hub);
    const made = await runAsPerson(ana, () => h.arm({ action: 'Disconnect #502' }));
    if (!made.ok) throw new Error(made.error.message);
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'session.arms', arms: [{ armId: made.value.armId, action: 'Disconnect #502', person: { name: 'Ana' } }] });
    expect(armedByWords('Disconnect #502', made.value.person ?? undefined, 4)).toBe('Ana armed Disconnect #502, 4 s');
    expect(await runAsPerson(bo, () => h.disarm({ armId: made.value.armId }))).toMatchObject({ ok: false });
    expect(await runAsPerson(ana, () => h.disarm({ armId: made.value.armId }))).toEqual({ ok: true, value: null });
    expect(events.at(-1)).toEqual({ type: 'session.arms', arms: [] });
  });
});
