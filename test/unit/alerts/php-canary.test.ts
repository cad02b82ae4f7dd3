/**
 * A receiver written in PHP checks each webhook's signature as a team's endpoint would,
 * and a canary URL set as targets is found nowhere after sends, failures and a test alert:
 * no file under the data folder, no log line, no audit entry, no error, no IPC answer, no
 * process argument of this process or the receiver it started.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { McEvent } from '../../../shared/ipc/events';
import { type Receiver, type Rig, addTarget, alertEntries, alertOf, deadPort, rig, startReceiver } from './helpers';

const SECRET = 'team-signing-secret-0123456789abcdef';
const php = spawnSync('php', ['-v']).status === 0;
if (!php) console.warn('php-canary.test: skipped, php-cli is not installed (the .ci/run apt list installs it)');

let server: ChildProcess | null = null;
let port = 0;
const opened: Array<{ close(): Promise<void> }> = [];

function listening(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(p, '127.0.0.1', () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });
}

beforeAll(async () => {
  if (!php) return;
  port = await deadPort();
  server = spawn('php', ['-S', `127.0.0.1:${port}`, join(__dirname, '../../fixtures/alerts/verify-signature.php')], { env: { ...process.env, MC_SIGNING_SECRET: SECRET }, stdio: 'ignore' });
  await vi.waitFor(async () => expect(await listening(port)).toBe(true), { timeout: 10_000, interval: 50 });
});
afterAll(async () => {
  server?.kill();
  for (const o of opened) await o.close();
});

async function make(): Promise<Rig> {
  const r = await rig({ alerts: { limits: { backoffMs: 5, timeoutMs: 2000 } } });
  opened.push({ close: () => r.core.dispose() });
  return r;
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

describe.skipIf(!php)('a PHP receiver and a canary URL', () => {
  it('the PHP receiver verifies the signature of a sent alert and refuses one signed with another secret', async () => {
    const r = await make();
    await addTarget(r, 'webhook', `http://127.0.0.1:${port}/hook/right`, SECRET, 'Right secret');
    await addTarget(r, 'webhook', `http://127.0.0.1:${port}/hook/wrong`, 'another-secret-of-the-same-size!!', 'Wrong secret');
    r.core.alerts(alertOf(r.account, { incident: 'inc-php' }));
    await vi.waitFor(async () => expect(await alertEntries(r)).toHaveLength(2));
    const entries = await alertEntries(r);
    const right = entries.find((e) => e.params.target === 'Right secret');
    const wrong = entries.find((e) => e.params.target === 'Wrong secret');
    expect(right).toMatchObject({ outcome: 'ok', message: 'answered 200: verified inc-php' });
    expect(wrong).toMatchObject({ outcome: 'failed', resultKind: 'http_401', message: 'answered 401: bad signature (1 try)' });
  });

  it('finds a canary URL in no file, log line, audit entry, error, answer or process argument after sends, failures and a test alert', async () => {
    const r = await make();
    const canary = `canary-${randomUUID()}`;
    const events: McEvent[] = [];
    r.core.events.subscribe((e) => void events.push(e));
    // A receiver that echoes the path it was sent to (a canary in its answer must be scrubbed).
    const echo: Receiver = await startReceiver((g) => ({ status: 500, body: `no hook at ${g.path}` }));
    opened.push(echo);
    const answers: unknown[] = [];
    const ok = await addTarget(r, 'webhook', `http://127.0.0.1:${port}/hook/${canary}`, SECRET, 'Signed');
    await addTarget(r, 'slack', echo.url(`/services/${canary}`), undefined, 'Echo');
    await addTarget(r, 'ntfy', `http://127.0.0.1:${await deadPort()}/${canary}`, undefined, 'Down');
    answers.push(await r.core.router.dispatch('alerts.add', { account: r.account, kind: 'slack', label: '', url: `https://x.example/${canary}` }));
    answers.push(await r.core.router.dispatch('alerts.add', { account: r.account, kind: 'pager', label: 'x', url: `https://x.example/${canary}` }));
    answers.push(await r.core.router.dispatch('alerts.add', { account: r.account, kind: 'webhook', label: 'x', url: `https://x.example/${canary}`, secret: 'short' }));
    r.core.alerts(alertOf(r.account));
    await vi.waitFor(async () => expect(await alertEntries(r)).toHaveLength(3));
    answers.push(await r.core.router.dispatch('alerts.test', { account: r.account, id: ok }));
    answers.push(await r.core.router.dispatch('alerts.targets', { account: r.account }));
    await r.core.alertsSettled();
    const entries = await alertEntries(r);
    expect(entries.map((e) => e.outcome).sort()).toEqual(['failed', 'failed', 'ok', 'ok']);
    expect(entries.find((e) => e.params.target === 'Echo')?.message).toBe('answered 500: no hook at [redacted] (3 tries)');
    expect(echo.got[0]!.path).toContain(canary);
    const places: Record<string, string> = {
      answers: JSON.stringify(answers),
      events: JSON.stringify(events),
      log: r.lines.join('\n'),
      audit: JSON.stringify(entries),
      argv: process.argv.join(' ') + process.execArgv.join(' '),
    };
    for (const pid of [process.pid, server!.pid!]) places[`/proc/${pid}/cmdline`] = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    for (const f of await filesUnder(r.dataDir)) places[f] = await readFile(f, 'latin1');
    expect(Object.keys(places).some((k) => k.endsWith('audit.jsonl'))).toBe(true);
    expect(Object.keys(places).some((k) => k.endsWith('alert-targets.json'))).toBe(true);
    for (const [where, text] of Object.entries(places)) expect({ where, found: text.includes(canary) }).toEqual({ where, found: false });
  });
});
