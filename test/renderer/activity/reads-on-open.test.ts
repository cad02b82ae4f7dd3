/**
 * Activity reads at once when opened, and never shows a past visit's list meanwhile (a
 * list kept from a visit a minute ago read as if current); an entry appended while that
 * read is under way is laid over its answer, not lost.
 */
import { describe, expect, it } from 'vitest';
import type { ActivityList } from '../../../shared/ipc/activity';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { auditEntry } from '../fixtures';

const list = (...ids: string[]): ActivityList => ({ entries: ids.map((id) => auditEntry({ id })), tornLines: 0, orphanedLines: 0, total: ids.length });
const shown = () => useMc.getState().activity?.entries.map((e) => e.id) ?? null;

describe('Activity on open', () => {
  it("reads at once, shows no past visit's list while it reads, and keeps an entry appended meanwhile", async () => {
    let answer: (r: { ok: true; value: ActivityList }) => void = () => undefined;
    const fake = installFake().on('activity.list', () => new Promise((done) => { answer = done; }));
    useMc.setState({ activity: list('seen-75-s-ago'), activityFilter: {} });
    const stop = useMc.getState().watchActivity();
    expect(fake.callsTo('activity.list')).toHaveLength(1);
    expect(shown()).toBeNull();
    fake.emit({ type: 'audit.appended', entry: auditEntry({ id: 'appended-while-reading' }) });
    answer({ ok: true, value: list('fresh', 'seen-75-s-ago') });
    await expect.poll(shown).toEqual(['appended-while-reading', 'fresh', 'seen-75-s-ago']);
    stop();
  });

  it('lets the list go on close, and keeps no read that answers after it closed', async () => {
    let answer: (r: { ok: true; value: ActivityList }) => void = () => undefined;
    const fake = installFake().on('activity.list', () => new Promise((done) => { answer = done; }));
    useMc.setState({ activity: null, activityFilter: {} });
    const first = useMc.getState().watchActivity();
    answer({ ok: true, value: list('read-while-open') });
    await expect.poll(shown).toEqual(['read-while-open']);
    first();
    expect(shown()).toBeNull();
    const second = useMc.getState().watchActivity();
    second();
    answer({ ok: true, value: list('answered-after-close') });
    await expect.poll(() => fake.callsTo('activity.list').length).toBe(2);
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(shown()).toBeNull();
    fake.emit({ type: 'audit.appended', entry: auditEntry({ id: 'appended-after-close' }) });
    expect(shown()).toBeNull();
  });
});
