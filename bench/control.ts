/**
 * Control API figures, through the composition web mode uses with
 * `--control-port`: the real control server, router, gateway and audit journal, and the
 * in-process sandbox.
 * 1. Control POST → request received by the sandbox, p50/p95 over SAMPLES presses
 *    (POST /v1/split; each body differs, so none is answered from the 300 ms repeat window).
 *    "Received" is when the sandbox has read the whole request, seen through Node's http
 *    diagnostics channel; each press is checked against the sandbox's own count.
 * 2. Board change → WebSocket event, p95: from the moment main publishes a board change
 *    (the `live.sessions` event a go live's send emits) to the moment a /v1/events client
 *    in this process receives the change that carries it.
 * A figure that cannot be measured throws: the bench run fails, it never prints NaN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { type Booted, bootServices, packageVersion } from '../electron/cli/boot';
import { controlServer } from '../electron/control/server';
import { SANDBOX_PROFILE_ID } from '../shared/domain/profile';
import { arrivals } from './lib/arrivals';
import { percentile } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';

const FULL_SAMPLES = 50;
const GOAL_POST_P95_MS = 20;
const GOAL_EVENT_P95_MS = 100;

async function boot(dataDir: string): Promise<{ booted: Booted; url: string; token: string }> {
  const booted = await bootServices({ dataDir, mode: 'web', version: packageVersion(), logSink: () => undefined, controlServer, controlFixed: { port: 0, scopes: ['read', 'operate'] } });
  const switched = await booted.services.router.dispatch('accounts.setActive', { id: SANDBOX_PROFILE_ID });
  const control = await booted.services.controlReady;
  if (!switched.ok || control.url === null || control.token === null) {
    await booted.dispose();
    throw new Error(`could not start: ${switched.ok ? (control.problem ?? 'no control API') : switched.error.message}`);
  }
  return { booted, url: control.url, token: control.token };
}

async function postToSandbox(booted: Booted, url: string, token: string, SAMPLES: number): Promise<BenchLine[]> {
  const split = arrivals(() => booted.sandbox.counts(), 'recording.split');
  const before = booted.sandbox.counts()['recording.split'] ?? 0;
  const times: number[] = [];
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const arrived = split.next(10_000);
      const t0 = performance.now();
      const res = await fetch(`${url}/v1/split`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Client-Name': 'bench' },
        body: JSON.stringify({ app: 'demo-origin/live', stream: 'cam_1', title: `bench ${i}` }),
      });
      times.push((await arrived) - t0);
      await res.text();
    }
  } finally {
    split.close();
  }
  const received = (booted.sandbox.counts()['recording.split'] ?? 0) - before;
  if (received !== SAMPLES || times.length !== SAMPLES) throw new Error(`control POST: ${SAMPLES} posts, ${received} splits received, ${times.length} timed`);
  const p95 = percentile(times, 95);
  return [
    { name: `control: POST /v1/split → request at the sandbox, p50 (${SAMPLES})`, value: Math.round(percentile(times, 50) * 10) / 10, unit: 'ms' },
    { name: 'control: POST /v1/split → request at the sandbox, p95', value: Math.round(p95 * 10) / 10, unit: 'ms', note: `goal < ${GOAL_POST_P95_MS} ms: ${p95 < GOAL_POST_P95_MS ? 'met' : 'NOT met'}` },
  ];
}

async function openEvents(url: string, token: string): Promise<{ ws: WebSocket; onChange(listener: (at: number, keys: string[]) => void): void }> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/v1/events`);
  let listener: ((at: number, keys: string[]) => void) | null = null;
  const snapshot = new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const at = performance.now();
      const m = JSON.parse(String(raw)) as { type: string; changes?: Record<string, unknown> };
      if (m.type === 'snapshot') resolve();
      if (m.type === 'change') listener?.(at, Object.keys(m.changes ?? {}));
    });
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ token }));
  await snapshot;
  return { ws, onChange: (l) => void (listener = l) };
}

async function boardToSocket(booted: Booted, url: string, token: string, SAMPLES: number): Promise<BenchLine[]> {
  const events = await openEvents(url, token);
  const times: number[] = [];
  const before = booted.sandbox.counts()['pushpublish.connect'] ?? 0;
  try {
    for (let i = 0; i < SAMPLES; i++) {
      let published: number | null = null;
      const stop = booted.services.events.subscribe((e) => {
        if (e.type === 'live.sessions' && published === null && e.snapshot.board.some((d) => d.entryName === `bench-${i}`)) published = performance.now();
      });
      const seen = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no WebSocket change for bench-${i} within 5 s`)), 5000);
        events.onChange((at, keys) => {
          if (published === null || !keys.includes('destinations')) return;
          clearTimeout(timer);
          resolve(at);
        });
      });
      const connect = { app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: `k${i}`, entry_name: `bench-${i}` };
      const answered = booted.services.router.dispatch('live.connect', { connects: [connect] }, SANDBOX_PROFILE_ID);
      const at = await seen;
      stop();
      if (published === null) throw new Error(`bench-${i}: the board change was not seen`);
      times.push(at - published);
      const r = await answered;
      if (!r.ok) throw new Error(`go live bench-${i}: ${r.error.message}`);
    }
  } finally {
    events.ws.close();
  }
  const received = (booted.sandbox.counts()['pushpublish.connect'] ?? 0) - before;
  if (received !== SAMPLES || times.length !== SAMPLES) throw new Error(`board → socket: ${SAMPLES} go lives, ${received} connects received, ${times.length} timed`);
  const p95 = percentile(times, 95);
  return [
    { name: `control: board change → /v1/events change, p50 (${SAMPLES})`, value: Math.round(percentile(times, 50) * 10) / 10, unit: 'ms' },
    { name: 'control: board change → /v1/events change, p95', value: Math.round(p95 * 10) / 10, unit: 'ms', note: `goal < ${GOAL_EVENT_P95_MS} ms: ${p95 < GOAL_EVENT_P95_MS ? 'met' : 'NOT met'}` },
  ];
}

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const samples = sized(options, FULL_SAMPLES, 5);
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-control-'));
  const { booted, url, token } = await boot(dir);
  try {
    return [...(await postToSandbox(booted, url, token, samples)), ...(await boardToSocket(booted, url, token, samples))];
  } finally {
    await booted.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
