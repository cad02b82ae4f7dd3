/**
 * The soak's shows: two accounts each with destinations LIVE and reconnect on: the console's
 * Sandbox account (on screen) and "Studio B", a vault account on a second sandbox process
 * (never on screen, its show runs in main alone). Episodes are started by dropping one push
 * at its sandbox (admin push-drop); each must come back LIVE, seen on the events socket, and
 * each sandbox's count of connects must equal the episodes it saw: a figure checked at its source.
 */
import type { ChildProcess } from 'node:child_process';
import type { Destination } from '../../shared/domain/live/board';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import type { GoLiveValue } from '../../shared/ipc/live';
import { startSandboxProcess, stopChild } from './procs';
import type { WebConsole } from './web-console';

/** Stored destinations after the seven seeded ones (501–507), each pushing from demo-origin. */
const FIRST_PLAIN = 508;
/**
 * A drop less than this after the destination came back continues its last episode (the
 * policy's quiet time is 60 s); the soak spaces its drops past it so each is a new episode.
 */
const QUIET_MS = 61_000;
const BACK_WITHIN_MS = 90_000;

interface Admin { url: string; token: string }
interface Account { id: string; admin: Admin; name: string }

async function admin<T>(a: Admin, method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(new URL(path, a.url), { method, headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!r.ok) throw new Error(`sandbox admin ${method} ${path}: ${r.status}`);
  return (await r.json()) as T;
}

export interface Shows {
  /** Turns reconnect on for the Sandbox's destinations once they are LIVE; counting starts then. */
  armSandbox(): Promise<void>;
  /** Drops the next destination's push (the accounts in turn); the episode's end is awaited in the background. */
  drop(): Promise<void>;
  /** Waits for every episode to end LIVE and checks each sandbox's connects; returns episodes per account. */
  settle(): Promise<Record<string, number>>;
  /** Events received on the socket since the start. */
  events(): number;
  close(): Promise<void>;
}

export async function startShows(live: WebConsole, destinations: number, stored: number): Promise<Shows> {
  const boards = new Map<string, Destination[]>();
  /** Each account's LIVE count, from main's every-account show line (live.shows). */
  const onAir = new Map<string, number>();
  let events = 0;
  live.socket.onEvent((e) => {
    events += 1;
    if (e.type === 'live.sessions') boards.set(e.snapshot.profileId, e.snapshot.board);
    if (e.type === 'live.shows') for (const show of e.shows) onAir.set(show.profileId, show.counts.find((c) => c.state === 'live')?.count ?? 0);
  });
  const connectsAt = async (a: Admin): Promise<number> => (await admin<Record<string, number>>(a, 'GET', 'counts'))['pushpublish.connect'] ?? 0;
  /** An episode is over when its try reached the sandbox and main's show line says every destination LIVE again. */
  const backLive = async (a: Account, connects: number): Promise<void> => {
    const until = Date.now() + BACK_WITHIN_MS;
    while ((await connectsAt(a.admin)) < connects || onAir.get(a.id) !== destinations) {
      if (Date.now() > until) throw new Error(`${a.name}: not back to ${destinations} LIVE with ${connects} connects within ${BACK_WITHIN_MS} ms (${onAir.get(a.id)} LIVE)`);
      await new Promise((r) => setTimeout(r, 500));
    }
  };

  const second = await startSandboxProcess(['--port', '0', '--services', String(stored)]);
  const line = second.line as typeof second.line & { admin_url: string; admin_token: string };
  const child: ChildProcess = second.child;
  try {
    await live.socket.call('accounts.createVault', { passphrase: 'soak bench vault passphrase' });
    const b = await live.socket.call<{ id: string }>('accounts.create', { name: 'Studio B', baseUrl: line.base_url, cdn: line.cdn });
    await live.socket.call('accounts.setCredentials', { id: b.id, apiKey: line.api_key, secret: line.secret });
    const accounts: Account[] = [
      { id: b.id, admin: { url: line.admin_url, token: line.admin_token }, name: 'Studio B' },
      { id: SANDBOX_PROFILE_ID, admin: live.admin, name: 'Sandbox' },
    ];
    // Studio B's show, then off screen: made active, watched, connected and reconnect turned
    // on over the socket (bound actions go to the active account), then the Sandbox made
    // active again; B's show runs on in main.
    await live.socket.call('accounts.setActive', { id: b.id });
    await live.socket.call('live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: 1000 }, b.id);
    const connects = Array.from({ length: destinations }, (_, i) => ({ push_service_id: FIRST_PLAIN + i, app: 'demo-origin', inst: 'live' }));
    const refused = (await live.socket.call<GoLiveValue>('live.connect', { connects }, b.id)).results.filter((r) => r.outcome !== 'accepted');
    if (refused.length > 0) throw new Error(`Studio B connect: ${refused.map((r) => r.message).join('; ')}`);
    const plain = (profile: string): Destination[] => (boards.get(profile) ?? []).filter((d) => d.pushServiceId !== null && d.pushServiceId >= FIRST_PLAIN && d.pushServiceId < FIRST_PLAIN + destinations);
    const arm = async (a: Account): Promise<void> => {
      const until = Date.now() + 30_000;
      while (plain(a.id).filter((d) => d.state === 'live').length < destinations) {
        if (Date.now() > until) throw new Error(`${a.name}: ${plain(a.id).filter((d) => d.state === 'live').length} of ${destinations} LIVE`);
        await new Promise((r) => setTimeout(r, 200));
      }
      for (const d of plain(a.id)) await live.socket.call('live.reconnect', { key: d.key, enabled: true }, a.id);
    };
    await arm(accounts[0]!);
    await live.socket.call('accounts.setActive', { id: SANDBOX_PROFILE_ID });
    let base: number[] = [];
    const episodes = accounts.map(() => 0);
    const backAt = new Map<string, number>();
    const pending: Array<Promise<void>> = [];
    let turn = 0;
    return {
      async armSandbox() {
        await arm(accounts[1]!);
        base = await Promise.all(accounts.map((a) => connectsAt(a.admin)));
      },
      async drop() {
        const ai = turn % accounts.length;
        const a = accounts[ai]!;
        const rows = plain(a.id);
        // The next destination in turn that is LIVE and quiet past its last reconnect.
        for (let i = 0; i < rows.length; i++) {
          const d = rows[(Math.floor(turn / accounts.length) + i) % rows.length]!;
          const key = `${a.id} ${d.key}`;
          if (d.state !== 'live' || Date.now() - (backAt.get(key) ?? 0) < QUIET_MS) continue;
          const { changed } = await admin<{ changed: number }>(a.admin, 'POST', 'push-drop', { entry_name: d.entryName });
          if (changed !== 1) throw new Error(`${a.name} ${d.label}: the sandbox dropped ${changed} pushes`);
          episodes[ai]! += 1;
          backAt.set(key, Number.POSITIVE_INFINITY);
          pending.push(backLive(a, base[ai]! + episodes[ai]!).then(() => void backAt.set(key, Date.now())));
          break;
        }
        turn += 1;
      },
      async settle() {
        await Promise.all(pending);
        const out: Record<string, number> = {};
        for (const [i, a] of accounts.entries()) {
          const sent = (await connectsAt(a.admin)) - base[i]!;
          if (sent !== episodes[i]) throw new Error(`${a.name}: ${episodes[i]} episodes, ${sent} connects at its sandbox (one try each expected)`);
          out[a.name] = episodes[i]!;
        }
        return out;
      },
      events: () => events,
      close: () => stopChild(child),
    };
  } catch (err) {
    await stopChild(child);
    throw err;
  }
}
