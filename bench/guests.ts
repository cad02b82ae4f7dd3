/**
 * Guests of a shared show: a board change reaching each of 10 guest sockets, and main's poll
 * lateness with those 10 connected. HONEST PART: the 10 sockets are web mode's own console
 * sockets on the host's server (the same socket code, snapshot-and-events protocol and event
 * numbering the share listener serves guests with, electron/share/server.ts), each saying it
 * is a visible view. The share listener's TLS and its role check per event are not yet in
 * these figures: this bench does not go through an invitation.
 * 1. Board change → each guest, p95: from main publishing a `live.sessions` event with #502
 *    CONNECTING or DISCONNECTING to each socket receiving it (epoch ms, one machine). Every
 *    socket must receive every change: the count timed is checked against changes × 10.
 * 2. Poll lateness with 10 guests, p95: how much later than its interval each poll reaches
 *    the sandbox (stream.active), checked against the sandbox's own count.
 * A figure that cannot be measured throws: the run fails, it never prints NaN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { type Booted, bootServices, packageRoot, packageVersion } from '../electron/cli/boot';
import { startWebServer } from '../electron/web/server';
import { SANDBOX_PROFILE_ID } from '../shared/domain/profile';
import type { SessionsSnapshot } from '../shared/domain/live/sessions';
import { pollStarts } from './lib/poll-starts';
import { percentile } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';
import { epoch, sandboxCall } from './lib/sandbox-call';

const GUESTS = 10;
const GOAL_GUEST_P95_MS = 150;
const GOAL_LATE_P95_MS = 50;
const POLL_MS = 1000;

interface Guest {
  ws: WebSocket;
  /** When this socket next sees #502 in `state` (epoch ms). */
  next(state: string): Promise<number>;
  received: number;
}

function openGuest(port: number, token: string, i: number): Promise<Guest> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/mc-socket`, ['mc.v1', `mc.token.${token}`], { headers: { origin: `http://127.0.0.1:${port}` } });
  const waiters: Array<{ state: string; resolve(at: number): void }> = [];
  const guest: Guest = { ws, next: (state) => new Promise((resolve) => waiters.push({ state, resolve })), received: 0 };
  ws.on('message', (raw) => {
    const at = epoch();
    const m = JSON.parse(String(raw)) as { event?: { type: string; snapshot?: SessionsSnapshot } };
    if (m.event?.type !== 'live.sessions') return;
    const state = m.event.snapshot?.board.find((d) => d.key === 'svc:502')?.state;
    for (const w of waiters.filter((x) => x.state === state)) {
      waiters.splice(waiters.indexOf(w), 1);
      guest.received += 1;
      w.resolve(at);
    }
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send(JSON.stringify({ id: 1, channel: 'live.view', input: { viewId: `guest-${i}`, state: 'visible' } }));
      resolve(guest);
    });
  });
}

async function boardToGuests(booted: Booted, guests: Guest[], n: number): Promise<BenchLine[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const connect = i % 2 === 0;
    const state = connect ? 'connecting' : 'disconnecting';
    let published: number | null = null;
    const stop = booted.services.events.subscribe((e) => {
      if (published === null && e.type === 'live.sessions' && e.snapshot.board.find((d) => d.key === 'svc:502')?.state === state) published = epoch();
    });
    const seen = Promise.all(guests.map((g) => g.next(state)));
    const act = connect
      ? sandboxCall(booted, 'live.connect', { connects: [{ push_service_id: 502, inst: 'live' }] })
      : sandboxCall(booted, 'live.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 502 });
    const shown = await seen;
    await act;
    stop();
    if (published === null) throw new Error(`change ${i}: main never published #502 ${state}`);
    for (const at of shown) times.push(at - published);
    const settled = connect ? ['live'] : ['stopped', 'off'];
    for (;;) {
      const snap = await sandboxCall<SessionsSnapshot>(booted, 'live.checkStatus', {});
      if (settled.includes(snap.board.find((d) => d.key === 'svc:502')?.state ?? '')) break;
    }
  }
  const received = guests.reduce((sum, g) => sum + g.received, 0);
  if (times.length !== n * GUESTS || received !== n * GUESTS) throw new Error(`board → guests: ${n} changes × ${GUESTS} sockets, ${received} received, ${times.length} timed`);
  const p95 = percentile(times, 95);
  return [
    { name: `guests: board change → each of ${GUESTS} sockets, p50 (${n} × ${GUESTS})`, value: Math.round(percentile(times, 50) * 10) / 10, unit: 'ms', note: 'web-mode sockets on the host\'s own server (its guests\' socket code), not TLS guests' },
    { name: `guests: board change → each of ${GUESTS} sockets, p95`, value: Math.round(p95 * 10) / 10, unit: 'ms', note: `goal < ${GOAL_GUEST_P95_MS} ms: ${p95 < GOAL_GUEST_P95_MS ? 'met' : 'NOT met'}` },
  ];
}

export async function bench(options: BenchOptions = {}): Promise<BenchLine[]> {
  const n = sized(options, { changes: 20, gaps: 15 }, { changes: 4, gaps: 3 });
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-guests-'));
  const booted = await bootServices({ dataDir: dir, mode: 'web', version: packageVersion(), logSink: () => undefined });
  const web = await startWebServer({ rendererDir: join(packageRoot, 'out', 'renderer'), router: booted.services.router, events: booted.services.events, port: 0 });
  const guests: Guest[] = [];
  try {
    await sandboxCall(booted, 'accounts.setActive', { id: SANDBOX_PROFILE_ID });
    await sandboxCall(booted, 'live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: POLL_MS });
    await sandboxCall(booted, 'live.services', {});
    for (let i = 0; i < GUESTS; i++) guests.push(await openGuest(web.port, web.token, i));
    const lines = await boardToGuests(booted, guests, n.changes);
    await sandboxCall(booted, 'live.connect', { connects: [{ push_service_id: 503, inst: 'live' }] });
    await pollStarts(booted, 1, POLL_MS);
    const starts = await pollStarts(booted, n.gaps, POLL_MS);
    const late = starts.slice(1).map((t, i) => t - starts[i]! - POLL_MS);
    if (late.length !== n.gaps) throw new Error(`poll lateness: ${n.gaps} gaps asked, ${late.length} timed`);
    const p95 = percentile(late, 95);
    lines.push({ name: `guests: poll lateness with ${GUESTS} guests connected, p95 (${n.gaps})`, value: Math.round(p95 * 10) / 10, unit: 'ms', note: `goal < ${GOAL_LATE_P95_MS} ms: ${p95 < GOAL_LATE_P95_MS ? 'met' : 'NOT met'}` });
    return lines;
  } finally {
    for (const g of guests) g.ws.close();
    await web.close();
    await booted.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
