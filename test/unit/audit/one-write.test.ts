import * as fs from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { McEvent } from '../../../shared/ipc/events';
import { AuditLog } from '../../../electron/core/audit/log';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, fsyncSync: vi.fn(real.fsyncSync), writeSync: vi.fn(real.writeSync) };
});

const clock = { now: () => Date.parse('2026-03-01T10:00:00Z') };
const base = { profileId: 'p1', profileName: 'Production' };

async function setup() {
  const events: McEvent[] = [];
  const log = new AuditLog(await mkdtemp(join(tmpdir(), 'mc-audit-one-')), new KnownSecrets(), { emit: (e) => events.push(e) }, clock);
  const finished: string[] = [];
  log.onFinished((e) => void finished.push(e.outcome));
  vi.mocked(fs.fsyncSync).mockClear();
  vi.mocked(fs.writeSync).mockClear();
  return { log, events, finished };
}

const pushed = (events: McEvent[]) => events.map((e) => (e.type === 'audit.appended' ? e.entry.outcome : e.type));

describe('an entry whose outcome is known as it is written (an alert\'s answer, a call held back)', () => {
  it('goes to disk as its intent and outcome in one write and one fsync, and is announced once, finished', async () => {
    const { log, events, finished } = await setup();
    const entry = log.finished({ ...base, command: 'alert.sent', params: { target: 'crew' } }, { outcome: 'failed', resultKind: 'unreachable', message: 'refused the connection (3 tries)', latencyMs: null });
    expect(entry).toMatchObject({ outcome: 'failed', message: 'refused the connection (3 tries)' });
    expect(fs.writeSync).toHaveBeenCalledTimes(1);
    expect(fs.fsyncSync).toHaveBeenCalledTimes(1);
    expect(pushed(events)).toEqual(['failed']);
    expect(finished).toEqual(['failed']);
    const lines = (await readFile(log.path, 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.phase, l.id])).toEqual([['intent', entry.id], ['outcome', entry.id]]);
    expect((await log.list({ limit: 10 })).entries).toMatchObject([{ id: entry.id, command: 'alert.sent', outcome: 'failed' }]);
  });

  it('a call held back or refused is written and announced the same way', async () => {
    const { log, events } = await setup();
    log.notSent({ ...base, command: 'pushpublish.connect', params: {}, message: 'Not sent: #502 is already LIVE' });
    log.refused({ ...base, command: 'recording.split', params: {}, message: 'wrong account' });
    expect(fs.fsyncSync).toHaveBeenCalledTimes(2);
    expect(pushed(events)).toEqual(['not_sent', 'refused']);
  });
});
