/**
 * A connection flood on both loopback ports, with the usual desktop file-handle limit: web
 * mode runs under `prlimit --nofile=1024`, and 1,100 idle connections are opened to the
 * control port and 1,100 to the console's own port. The open page keeps working (Live
 * refreshes, writing its cache), a split sent through the control API during the flood
 * is refused in words or sent, never lost, and reaches the sandbox once, with its ledger
 * row; no write of the console fails (no EMFILE in its output). And the held-open attack:
 * 200 connections on each port (the Sandbox's too) that send nothing and reopen when dropped leave every
 * request with the token (each on a new connection) and every page reload answered.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { expect, openConsole } from './fixtures';
import { openLedger, watchDemo } from './steps/live';
import { rendererDirArgs } from './steps/screens';
import { holdOpen, timed } from '../unit/web/hold-open';
import { startWebProcess } from './web-process';

const FLOOD = 1100;
const hasPrlimit = spawnSync('prlimit', ['--version']).status === 0;

/** Opens `n` idle connections to `port`; each settles once connected or refused (a refusal closes it). */
function flood(port: number, n: number): Promise<Socket[]> {
  return Promise.all(Array.from({ length: n }, () => new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.once('connect', () => resolve(socket));
    socket.once('close', () => resolve(socket));
  })));
}

test('1,100 idle connections on each port under a 1,024-handle limit leave the page working and a split reaching the sandbox', async ({ page }) => {
  test.skip(!hasPrlimit, 'util-linux prlimit is not installed, so the handle limit cannot be set');
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-flood-'));
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--control-port', '0', '--control-scopes', 'read,operate', ...rendererDirArgs()], {}, ['prlimit', '--nofile=1024:1024', '--']);
  const sockets: Socket[] = [];
  try {
    const line = proc.line as typeof proc.line & { control: { url: string; token: string } };
    const admin = line.sandbox_admin!;
    await openConsole(page, line.url);
    await watchDemo(page);
    await page.getByLabel('Refresh every').selectOption('2000');

    const webPort = Number(new URL(line.url).port);
    const controlPort = Number(new URL(line.control.url).port);
    sockets.push(...(await flood(controlPort, FLOOD)), ...(await flood(webPort, FLOOD)));

    // Sent during the flood: refused in words (503 busy) while the port is full, then sent once.
    const answers: string[] = [];
    await expect(async () => {
      const res = await fetch(`${line.control.url}/v1/split`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${line.control.token}`, 'X-Client-Name': 'flood e2e', 'Content-Type': 'application/json' },
        body: JSON.stringify({ app: 'demo-origin/live', stream: 'cam_1' }),
      });
      const body = (await res.json()) as { error?: string; message?: string; rows?: Array<{ outcome: string }> };
      answers.push(`${res.status} ${body.error ?? body.rows?.[0]?.outcome}`);
      if (res.status === 503) expect(body).toMatchObject({ error: 'busy', message: expect.stringMatching(/^Not sent: /) });
      expect(res.status).toBe(200);
      expect(body.rows?.[0]?.outcome).toBe('ok');
    }).toPass({ timeout: 30_000 });
    expect(answers.filter((a) => !/^503 busy$|^200 ok$/.test(a))).toEqual([]);

    const counts = (await (await fetch(new URL('counts', admin.url), { headers: { authorization: `Bearer ${admin.token}` } })).json()) as Record<string, number>;
    expect(counts['recording.split']).toBe(1);
    // The page, over its socket opened before the flood: the split's ledger row and a board that still refreshes.
    const ledger = await openLedger(page);
    await expect(ledger.getByRole('gridcell', { name: 'cam_1', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Destinations' }).getByRole('row', { name: /#502/ })).toBeVisible();
    expect(proc.output.join('')).not.toMatch(/EMFILE|too many open files/i);
  } finally {
    for (const s of sockets) s.destroy();
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('200 connections held open and reopened on each port under a 1,024-handle limit leave every request with the token and every page load answered', async ({ page }) => {
  test.skip(!hasPrlimit, 'util-linux prlimit is not installed, so the handle limit cannot be set');
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-hold-'));
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--control-port', '0', '--control-scopes', 'read,operate', ...rendererDirArgs()], {}, ['prlimit', '--nofile=1024:1024', '--']);
  const attacks: Array<ReturnType<typeof holdOpen>> = [];
  try {
    const line = proc.line as typeof proc.line & { control: { url: string; token: string } };
    await openConsole(page, line.url);
    await watchDemo(page);
    const webPort = Number(new URL(line.url).port);
    const admin = line.sandbox_admin!;
    // Every loopback listener of the process: the control API, the console's own port, and the Sandbox's.
    attacks.push(holdOpen(Number(new URL(line.control.url).port), 200), holdOpen(webPort, 200), holdOpen(Number(new URL(admin.url).port), 200));
    // The attack is on: both ports have dropped strangers to keep their budget.
    await expect.poll(() => attacks.every((a) => a.reopened() > 200), { timeout: 60_000 }).toBe(true);

    const state = await timed(10, async () => (await fetch(`${line.control.url}/v1/state`, { headers: { Authorization: `Bearer ${line.control.token}`, Connection: 'close' } })).status);
    const sandbox = await timed(10, async () => (await fetch(new URL('counts', admin.url), { headers: { authorization: `Bearer ${admin.token}`, Connection: 'close' } })).status);
    const webToken = new URL(line.url).searchParams.get('token');
    const pageWithToken = await timed(10, async () => (await fetch(`http://127.0.0.1:${webPort}/?token=${webToken}`, { headers: { Connection: 'close' } })).status);
    const loads: number[] = [];
    const reloads = await timed(10, async () => {
      const start = performance.now();
      // Resolves at the page's load event: the document and every asset it names arrived.
      await page.reload();
      loads.push(performance.now() - start);
      await expect(page.getByRole('table', { name: 'Destinations' }).getByRole('row', { name: /#502/ })).toBeVisible({ timeout: 30_000 });
      return 'shown';
    });
    console.log(`held-open attack under --nofile=1024 (${attacks.map((a) => a.reopened()).join(' and ')} reopenings): slowest GET /v1/state ${state.slowestMs.toFixed(0)} ms, Sandbox admin ${sandbox.slowestMs.toFixed(0)} ms, page with token ${pageWithToken.slowestMs.toFixed(0)} ms, page reload to its load event ${Math.max(...loads).toFixed(0)} ms, to a live board ${reloads.slowestMs.toFixed(0)} ms`);
    expect(state.results).toEqual(Array(10).fill(200));
    expect(sandbox.results).toEqual(Array(10).fill(200));
    expect(pageWithToken.results).toEqual(Array(10).fill(200));
    expect(reloads.results).toEqual(Array(10).fill('shown'));
    expect(proc.output.join('')).not.toMatch(/EMFILE|too many open files/i);
  } finally {
    for (const a of attacks) a.stop();
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
