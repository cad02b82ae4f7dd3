/**
 * Live figures.
 * 1. F9 press → split request received by the sandbox, p50/p95 over 50 presses, in
 *    Chromium against web mode (the sandbox's per-command count is polled over its admin
 *    endpoint, so the figure includes up to ~1 ms of poll granularity).
 * 2. Go live to 10 destinations with 200 ms sandbox latency on each connect, against one
 *    destination: parallel fan-out should cost about one latency, not ten.
 */
import { chromium, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../electron/core/client';
import { systemClock } from '../electron/core/deps';
import { createLiveFeature } from '../electron/core/live/feature';
import { startSandbox } from '../electron/sandbox/index';
import { projectRoot, startWebProcess } from '../test/e2e/web-process';
import type { BenchLine } from './types';

const PRESSES = 50;
const FANOUT = 10;
const LATENCY_MS = 200;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function goLiveFigures(): Promise<BenchLine[]> {
  const sandbox = await startSandbox({ seed: 3 });
  const client = createApiClient({ baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret, serialization: 'php' });
  const profile = { id: 'bench', name: 'Sandbox', baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, serialization: 'php' as const, colour: '#f5a524', builtIn: true, createdAt: '', updatedAt: '' };
  const live = createLiveFeature({
    gateway: { call: (c, p, o) => client.call(c, p, o), activeProfile: () => profile },
    events: { emit: () => undefined },
    clock: systemClock,
    dataDir: mkdtempSync(join(tmpdir(), 'mc-bench-live-')),
  });
  try {
    sandbox.setFault('pushpublish.connect', { kind: 'latency', ms: LATENCY_MS });
    const run = async (n: number, tag: string): Promise<number> => {
      const connects = Array.from({ length: n }, (_, i) => ({ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: `k${i}`, entry_name: `${tag}-${i}` }));
      const r = await live.handlers.connect({ connects });
      if (!r.ok || r.value.results.some((x) => x.outcome !== 'accepted')) throw new Error(`go live ${tag} did not succeed`);
      return r.value.totalMs;
    };
    const one = await run(1, 'one');
    const many = await run(FANOUT, 'many');
    return [
      { name: `live: go live, 1 destination (${LATENCY_MS} ms latency)`, value: one, unit: 'ms' },
      { name: `live: go live, ${FANOUT} destinations in parallel`, value: many, unit: 'ms', note: `${(many / one).toFixed(2)}× one destination` },
    ];
  } finally {
    live.dispose();
    client.close();
    await sandbox.close();
  }
}

async function adminCount(admin: { url: string; token: string }, command: string): Promise<number> {
  const res = await fetch(new URL('counts', admin.url), { headers: { authorization: `Bearer ${admin.token}` } });
  const counts = (await res.json()) as Record<string, number>;
  return counts[command] ?? 0;
}

async function pressToReceive(page: Page, admin: { url: string; token: string }): Promise<number[]> {
  const times: number[] = [];
  const button = page.getByRole('row', { name: /cam_1/ }).getByRole('button', { name: /Split recording/ });
  for (let i = 0; i < PRESSES; i++) {
    const before = await adminCount(admin, 'recording.split');
    const t0 = performance.now();
    await page.keyboard.press('F9');
    while ((await adminCount(admin, 'recording.split')) === before) {
      if (performance.now() - t0 > 10_000) throw new Error('the sandbox never received the split');
    }
    times.push(performance.now() - t0);
    await page.waitForFunction((el) => el?.getAttribute('aria-busy') !== 'true', await button.elementHandle());
  }
  return times;
}

async function f9Figures(): Promise<BenchLine[]> {
  if (!existsSync(join(projectRoot, 'out', 'renderer', 'index.html'))) throw new Error('the renderer has not been built: run npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-f9-'));
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir]);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'] });
  try {
    const admin = proc.line.sandbox_admin;
    if (!admin) throw new Error('web mode printed no sandbox admin endpoint');
    const page = await browser.newPage();
    await page.goto(proc.line.url.replace(/#.*$/, '') + '#/live');
    await page.getByLabel('Application').first().fill('demo-origin');
    await page.getByRole('button', { name: 'Watch' }).click();
    await page.getByRole('radio', { name: 'Select cam_1 for the split key' }).check();
    const times = await pressToReceive(page, admin);
    return [
      { name: `live: F9 → split received by sandbox, p50 (${PRESSES} presses)`, value: Math.round(percentile(times, 50) * 10) / 10, unit: 'ms' },
      { name: 'live: F9 → split received by sandbox, p95', value: Math.round(percentile(times, 95) * 10) / 10, unit: 'ms', note: 'Chromium, web mode' },
    ];
  } finally {
    await browser.close();
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function bench(): Promise<BenchLine[]> {
  const lines = await goLiveFigures();
  try {
    lines.push(...(await f9Figures()));
  } catch (err) {
    lines.push({ name: 'live: F9 → split received by sandbox', value: Number.NaN, unit: 'ms', note: `not measured: ${err instanceof Error ? err.message : String(err)}` });
  }
  return lines;
}
