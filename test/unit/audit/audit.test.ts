import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { McEvent } from '../../../shared/ipc/events';
import { AuditLog } from '../../../electron/core/audit/log';
import { MAX_ENTRY_BYTES } from '../../../electron/core/audit/caps';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { runAsSource } from '../../../electron/core/audit/source-scope';

let tick = Date.parse('2026-03-01T10:00:00Z');
const clock = { now: () => (tick += 1000) };

async function setup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'mc-audit-'));
  const secrets = new KnownSecrets();
  secrets.add('CANARY-api-key-0001');
  const events: McEvent[] = [];
  const log = new AuditLog(dataDir, secrets, { emit: (e) => events.push(e) }, clock);
  return { dataDir, secrets, events, log };
}

const base = { profileId: 'p1', profileName: 'Production' };

describe('audit log', () => {
  it('writes intent then outcome as JSON lines and joins them on read', async () => {
    const { log, events } = await setup();
    const entry = log.intent({ ...base, command: 'recording.split', params: { app: 'demo', stream: 'cam_1' } });
    expect(entry.outcome).toBe('pending');
    log.outcome(entry.id, { outcome: 'ok', resultKind: 'ok', message: null, latencyMs: 12 });
    const lines = (await readFile(log.path, 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.phase)).toEqual(['intent', 'outcome']);
    const list = await log.list({ limit: 10 });
    expect(list).toMatchObject({ tornLines: 0, total: 1, entries: [{ id: entry.id, command: 'recording.split', outcome: 'ok', latencyMs: 12, profileName: 'Production' }] });
    expect(events.map((e) => e.type === 'audit.appended' && e.entry.outcome)).toEqual(['pending', 'ok']);
  });

  it('records who asked: the screens by default, the command line for its own log, a rehearsal for a mirror, a control surface from its scope', async () => {
    const { log, dataDir, secrets } = await setup();
    expect(log.intent({ ...base, command: 'recording.split', params: {} }).source).toEqual({ kind: 'screen' });
    expect(log.intent({ ...base, profileId: 'rehearsal-1', command: 'recording.split', params: {} }).source).toEqual({ kind: 'rehearsal' });
    const control = await runAsSource({ kind: 'control', client: 'Desk' }, async () => log.intent({ ...base, profileId: 'rehearsal-1', command: 'recording.split', params: {} }));
    expect(control.source).toEqual({ kind: 'control', client: 'Desk' });
    const cli = new AuditLog(dataDir, secrets, null, clock, undefined, { kind: 'cli' });
    expect(cli.intent({ ...base, command: 'recording.split', params: {} }).source).toEqual({ kind: 'cli' });
  });

  it('lists a call held back NOT SENT with its reason, nothing measured', async () => {
    const { log } = await setup();
    log.notSent({ ...base, command: 'pushpublish.connect', params: { push_service_id: 502 }, message: 'Not sent: #502 is already LIVE' });
    const list = await log.list({ outcome: 'not_sent', limit: 10 });
    expect(list.entries).toMatchObject([{ command: 'pushpublish.connect', outcome: 'not_sent', message: 'Not sent: #502 is already LIVE', latencyMs: null, params: { push_service_id: 502 } }]);
  });

  it('removes secrets by member name and known value, at any depth', async () => {
    const { log } = await setup();
    const params = {
      dst_pass: 'push-password-1',
      password: 'stored-service-pw',
      pass: 'viewer-ticket-pass',
      nested: { list: [{ dst_pass: 'deep-pw' }] },
      note: 'contains CANARY-api-key-0001 inside',
    };
    const entry = log.intent({ ...base, command: 'pushpublish.connect', params });
    log.outcome(entry.id, { outcome: 'failed', resultKind: 'api_failure', message: 'server said CANARY-api-key-0001', latencyMs: 3 });
    const text = await readFile(log.path, 'utf8');
    for (const secret of ['push-password-1', 'stored-service-pw', 'viewer-ticket-pass', 'deep-pw', 'CANARY-api-key-0001']) {
      expect(text).not.toContain(secret);
    }
    expect(entry.params).toEqual({ dst_pass: '[redacted]', password: '[redacted]', pass: '[redacted]', nested: { list: [{ dst_pass: '[redacted]' }] }, note: 'contains [redacted] inside' });
  });

  it('skips a torn last line, reports it, and loses nothing before it', async () => {
    const { log, dataDir, secrets } = await setup();
    const a = log.intent({ ...base, command: 'sevu.revoke', params: { key: 'k1' } });
    log.outcome(a.id, { outcome: 'ok', resultKind: 'ok', message: null, latencyMs: 1 });
    const b = log.intent({ ...base, command: 'sevu.revoke', params: { key: 'k2' } });
    log.close();
    await appendFile(log.path, '{"phase":"outcome","id":"' + b.id + '","ti');
    const reopened = new AuditLog(dataDir, secrets, null, clock);
    const read = await reopened.list({ limit: 10 });
    expect(read.tornLines).toBe(1);
    expect(read.entries.map((e) => [e.id, e.outcome])).toEqual([
      [b.id, 'pending'],
      [a.id, 'ok'],
    ]);
    // Appending after the torn line starts a fresh line: the new entry is intact.
    const c = reopened.intent({ ...base, command: 'sevu.revoke', params: { key: 'k3' } });
    const after = await reopened.list({ limit: 10 });
    expect(after.tornLines).toBe(1);
    expect(after.entries[0]?.id).toBe(c.id);
    expect(after.total).toBe(3);
  });

  it('never glues an entry onto a fragment another writer left while this log was open', async () => {
    const { log } = await setup();
    const a = log.intent({ ...base, command: 'sevu.revoke', params: { key: 'k1' } });
    // Another process (CLI, web mode) dies mid-line after this log opened the file.
    await appendFile(log.path, '{"phase":"intent","id":"torn-by-other","time":"2026');
    log.outcome(a.id, { outcome: 'ok', resultKind: 'ok', message: null, latencyMs: 1 });
    const b = log.intent({ ...base, command: 'sevu.revoke', params: { key: 'k2' } });
    const read = await log.list({ limit: 10 });
    expect(read.tornLines).toBe(1);
    expect(read.orphanedLines).toBe(0);
    expect(read.entries.map((e) => [e.id, e.outcome])).toEqual([
      [b.id, 'pending'],
      [a.id, 'ok'],
    ]);
  });

  it('counts an outcome whose intent line was lost instead of dropping it silently', async () => {
    const { log } = await setup();
    log.outcome('intent-never-written', { outcome: 'ok', resultKind: 'ok', message: null, latencyMs: 1 });
    const read = await log.list({ limit: 10 });
    expect(read).toMatchObject({ orphanedLines: 1, tornLines: 0, total: 0 });
  });

  it('caps an entry at 64 KiB: a 5 MB parameter is left out and the entry marked truncated', async () => {
    const { log } = await setup();
    const e = log.intent({ ...base, command: 'channel.update', params: { playlist: 'v'.repeat(5_000_000) } });
    log.outcome(e.id, { outcome: 'failed', resultKind: 'api_failure', message: 'm'.repeat(200_000), latencyMs: 1 });
    const longest = Math.max(...(await readFile(log.path, 'utf8')).split('\n').map((l) => Buffer.byteLength(l)));
    expect(longest).toBeLessThanOrEqual(MAX_ENTRY_BYTES);
    const [entry] = (await log.list({ limit: 1 })).entries;
    expect(entry).toMatchObject({ id: e.id, truncated: true, outcome: 'failed', params: { omitted: expect.stringContaining('capped at 64 KiB') } });
    expect(entry!.message!.length).toBeLessThan(5000);
  });

  it('filters by command, outcome and profile, newest first, with a limit', async () => {
    const { log } = await setup();
    for (let i = 0; i < 5; i += 1) {
      const e = log.intent({ profileId: i % 2 ? 'p1' : 'p2', profileName: 'x', command: i < 3 ? 'sevu.revoke' : 'geoblock.update', params: { i } });
      log.outcome(e.id, { outcome: i === 4 ? 'failed' : 'ok', resultKind: i === 4 ? 'timeout' : 'ok', message: null, latencyMs: 1 });
    }
    expect((await log.list({ command: 'sevu.revoke', limit: 10 })).entries.map((e) => e.params.i)).toEqual([2, 1, 0]);
    expect((await log.list({ outcome: 'failed', limit: 10 })).entries.map((e) => e.params.i)).toEqual([4]);
    expect((await log.list({ profileId: 'p1', limit: 1 })).entries.map((e) => e.params.i)).toEqual([3]);
    expect((await log.list({ profileId: 'p1', limit: 1 })).total).toBe(2);
  });
});
