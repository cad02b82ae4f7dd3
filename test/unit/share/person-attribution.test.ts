import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreServices } from '../../../electron/core/services';
import { runAsPerson } from '../../../electron/core/audit/person-scope';
import { EventHub } from '../../../electron/core/events/hub';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { McEvent } from '../../../shared/ipc/events';
import type { Person } from '../../../shared/domain/share/person';
import { actedLine } from '../../../renderer/src/features/activity/activity-detail';
import { sourceWords } from '../../../renderer/src/features/activity/asked-words';
import { coreOnSandbox } from '../services/core-on-sandbox';

const ana: Person = { id: 'guest-ana', name: 'Ana', role: 'destructive', address: '192.0.2.12' };

let sandbox: SandboxHandle;
let core: CoreServices;
let dataDir: string;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5 });
  dataDir = await mkdtemp(join(tmpdir(), 'mc-person-'));
  core = coreOnSandbox(sandbox, dataDir);
});
afterAll(async () => {
  await core.dispose();
  await sandbox.close();
});

describe('every act says who: a guest act run in its person scope', () => {
  it('writes the person on the intent line of a real disconnect sent to the sandbox, and Activity names them', async () => {
    expect(await core.router.dispatch('live.connect', { connects: [{ push_service_id: 502, inst: 'live' }, { push_service_id: 503, inst: 'live' }] }, 'sandbox')).toMatchObject({ ok: true });
    const before = sandbox.counts()['pushpublish.disconnect'] ?? 0;
    const r = await runAsPerson(ana, () => core.router.dispatch('live.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 502 }, 'sandbox'));
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    expect(sandbox.counts()['pushpublish.disconnect']).toBe(before + 1);
    const lines = (await readFile(join(dataDir, 'audit.jsonl'), 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    const intent = lines.find((l) => l.phase === 'intent' && l.command === 'pushpublish.disconnect');
    expect(intent?.person).toEqual({ id: 'guest-ana', name: 'Ana', address: '192.0.2.12' });
    const list = await core.router.dispatch('activity.list', { command: 'pushpublish.disconnect' });
    if (!list.ok) throw new Error(list.error.message);
    const entry = (list.value as { entries: Parameters<typeof actedLine>[0][] }).entries[0]!;
    expect(entry.person).toEqual({ id: 'guest-ana', name: 'Ana', address: '192.0.2.12' });
    expect(actedLine(entry)).toBe('Disconnect push service #502 — Ana, from 192.0.2.12');
    expect(sourceWords(entry)).toBe('Ana, from 192.0.2.12');
  });

  it('a local press carries no person', async () => {
    expect(await core.router.dispatch('live.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 503 }, 'sandbox')).toMatchObject({ ok: true });
    const list = await core.router.dispatch('activity.list', { command: 'pushpublish.disconnect' });
    if (!list.ok) throw new Error(list.error.message);
    const entry = (list.value as { entries: Array<{ person?: unknown; params: Record<string, unknown> }> }).entries[0]!;
    expect(entry.params.push_service_id).toBe(503);
    expect(entry.person).toBeUndefined();
  });

  it('a notice raised inside a person scope names them; outside it, not', async () => {
    const hub = new EventHub();
    const seen: McEvent[] = [];
    hub.subscribe((e) => seen.push(e));
    await runAsPerson(ana, async () => hub.emit({ type: 'notice', level: 'warning', title: 'Split ledger not saved', body: 'disk full' }));
    hub.emit({ type: 'notice', level: 'warning', title: 'Split ledger not saved', body: 'disk full' });
    expect(seen.map((e) => (e.type === 'notice' ? e.title : ''))).toEqual(['Split ledger not saved — Ana, from 192.0.2.12', 'Split ledger not saved']);
  });
});
