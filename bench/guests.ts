/**
 * Guests of a shared show, as a joining console is one: the host shares on loopback over
 * HTTPS (electron/share), invites 10 people (watch), and each guest joins as
 * `master-control web --join` does (electron/web/join): a TLS connection pinned to the
 * invitation's fingerprint, the code redeemed for a personal token, the guest socket opened
 * with it, and every event passing the host's role check on its way out. Each says it is a
 * visible view. The host's guest book must list all 10 connected before anything is timed
 * and after the last poll. The guests run in the host's process (their TLS and parsing share
 * its event loop, which only adds to the host's figures; real guests are other machines).
 * 1. Board change → each guest, p95: from main publishing a `live.sessions` event with #502
 *    CONNECTING or DISCONNECTING to each guest's router hearing it (epoch ms, one machine).
 *    Every guest must hear every change: the count timed is checked against changes × 10.
 * 2. Poll lateness with 10 guests, p95: how much later than its interval each poll reaches
 *    the sandbox (stream.active), checked against the sandbox's own count.
 * A figure that cannot be measured throws: the run fails, it never prints NaN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Booted, bootServices, packageRoot, packageVersion } from '../electron/cli/boot';
import { shareHost } from '../electron/share/host';
import { type Joined, joinShow } from '../electron/web/join/join';
import { SANDBOX_PROFILE_ID } from '../shared/domain/profile';
import type { SessionsSnapshot } from '../shared/domain/live/sessions';
import type { ShareSettings } from '../shared/ipc/share';
import { pollStarts } from './lib/poll-starts';
import { percentile } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';
import { epoch, sandboxCall } from './lib/sandbox-call';

const GUESTS = 10;
const GOAL_GUEST_P95_MS = 150;
const GOAL_LATE_P95_MS = 50;
const POLL_MS = 1000;

interface Guest {
  joined: Joined;
  /** When this guest next hears #502 in `state` (epoch ms). */
  next(state: string): Promise<number>;
  received: number;
}

/** One guest: invited by the host, joined through its invitation (pinned TLS, redeemed code, token socket). */
async function joinGuest(booted: Booted, i: number): Promise<Guest> {
  const { invitation } = await sandboxCall<{ invitation: string }>(booted, 'share.invite', { name: `Guest ${i + 1}`, role: 'read', minutes: 10 });
  const joined = await joinShow(invitation);
  const waiters: Array<{ state: string; resolve(at: number): void }> = [];
  const guest: Guest = { joined, next: (state) => new Promise((resolve) => waiters.push({ state, resolve })), received: 0 };
  joined.show.subscribe((e) => {
    const at = epoch();
    if (e.type !== 'live.sessions') return;
    const state = e.snapshot.board.find((d) => d.key === 'svc:502')?.state;
    for (const w of waiters.filter((x) => x.state === state)) {
      waiters.splice(waiters.indexOf(w), 1);
      guest.received += 1;
      w.resolve(at);
    }
  });
  const viewed = await joined.show.dispatch('live.view', { viewId: `guest-${i}`, state: 'visible' });
  if (!viewed.ok) throw new Error(`guest ${i + 1}: live.view refused: ${viewed.error.message}`);
  return guest;
}

/** The host's own count of its connected guests (its guest book), checked against how many joined. */
async function connectedGuests(booted: Booted): Promise<number> {
  const list = await sandboxCall<Array<{ state: string }>>(booted, 'share.guests', {});
  return list.filter((g) => g.state === 'connected').length;
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
  if (times.length !== n * GUESTS || received !== n * GUESTS) throw new Error(`board → guests: ${n} changes × ${GUESTS} guests, ${received} received, ${times.length} timed`);
  const p95 = percentile(times, 95);
  return [
    { name: `guests: board change → each of ${GUESTS} guests, p50 (${n} × ${GUESTS})`, value: Math.round(percentile(times, 50) * 10) / 10, unit: 'ms', note: `${GUESTS} joined guests over the host's HTTPS, pinned, through invitations and the role check` },
    { name: `guests: board change → each of ${GUESTS} guests, p95`, value: Math.round(p95 * 10) / 10, unit: 'ms', note: `goal < ${GOAL_GUEST_P95_MS} ms: ${p95 < GOAL_GUEST_P95_MS ? 'met' : 'NOT met'}` },
  ];
}

export async function bench(options: BenchOptions = {}): Promise<BenchLine[]> {
  const n = sized(options, { changes: 20, gaps: 15 }, { changes: 4, gaps: 3 });
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-guests-'));
  const booted = await bootServices({ dataDir: dir, mode: 'web', version: packageVersion(), logSink: () => undefined, shareServer: shareHost(join(packageRoot, 'out', 'renderer')) });
  const guests: Guest[] = [];
  try {
    await sandboxCall(booted, 'accounts.setActive', { id: SANDBOX_PROFILE_ID });
    const share = await sandboxCall<ShareSettings>(booted, 'share.configure', { enabled: true, address: '127.0.0.1', port: 0 });
    if (!share.running) throw new Error(`guests: sharing did not start: ${share.problem}`);
    await sandboxCall(booted, 'live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: POLL_MS });
    await sandboxCall(booted, 'live.services', {});
    for (let i = 0; i < GUESTS; i++) guests.push(await joinGuest(booted, i));
    const connected = await connectedGuests(booted);
    if (connected !== GUESTS) throw new Error(`guests: ${GUESTS} joined, the host's guest book lists ${connected} connected`);
    const lines = await boardToGuests(booted, guests, n.changes);
    await sandboxCall(booted, 'live.connect', { connects: [{ push_service_id: 503, inst: 'live' }] });
    await pollStarts(booted, 1, POLL_MS);
    const starts = await pollStarts(booted, n.gaps, POLL_MS);
    const late = starts.slice(1).map((t, i) => t - starts[i]! - POLL_MS);
    if (late.length !== n.gaps) throw new Error(`poll lateness: ${n.gaps} gaps asked, ${late.length} timed`);
    const still = await connectedGuests(booted);
    if (still !== GUESTS) throw new Error(`poll lateness: the host's guest book lists ${still} of ${GUESTS} guests connected`);
    const p95 = percentile(late, 95);
    lines.push({ name: `guests: poll lateness with ${GUESTS} guests connected, p95 (${n.gaps})`, value: Math.round(p95 * 10) / 10, unit: 'ms', note: `goal < ${GOAL_LATE_P95_MS} ms: ${p95 < GOAL_LATE_P95_MS ? 'met' : 'NOT met'}` });
    return lines;
  } finally {
    for (const g of guests) g.joined.show.close();
    await booted.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
