/**
 * Admin HTTP under /__admin/ for tests in other processes (e2e): counts, faults,
 * simulated ticket use, pushes dropped by their destination (and keys refused once their event ended), refusals that clear after N tries, a rehearsal's faults, this launch's credentials, shutdown. Every route needs `Authorization: Bearer <adminToken>`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AttemptRow } from '../state/attempts';
import type { TicketUse } from '../state/viewers';
import { readRaw } from './body';
import { type Fault, parseFault } from './faults';
import { JSON_TYPE, send } from './respond';

export interface AdminControl {
  counts(): Record<string, number>;
  arrivals(command: string): number[];
  resetCounts(): void;
  setFault(command: string, fault: Fault): void;
  clearFaults(): void;
  useTicket(input: TicketUse): AttemptRow;
  dropPushes(input: PushDrop): number;
  /** Deletes a stored service, as the account's web portal can (the API has no command for it); false when none had that id. */
  removeService(id: number): boolean;
  refuseService(id: number, refused: boolean): void;
  refuseTries(id: number, tries: number, reason?: string): void;
  loseNextAnswer(): void;
  rehearsalFaults(): { refused: number[]; loseNextAnswer: boolean };
  /** This launch's credentials (they are random per start): for tests in another process. */
  credentials(): { cdn: number; api_key: string; secret: string };
  close(): Promise<void>;
}

/** `POST /__admin/push-drop`: fail (or remove) running pushes, all or one entry name. */
export interface PushDrop {
  entry_name?: string;
  reason?: string;
  remove?: boolean;
  /** The event is over: the platform refuses the dropped pushes' keys from now on. */
  ended?: boolean;
}

function pushDrop(body: Record<string, unknown>): PushDrop {
  if (body.entry_name !== undefined && typeof body.entry_name !== 'string') throw new TypeError('push-drop: entry_name is text');
  if (body.reason !== undefined && typeof body.reason !== 'string') throw new TypeError('push-drop: reason is text');
  return { entry_name: body.entry_name as string | undefined, reason: body.reason as string | undefined, remove: body.remove === true, ended: body.ended === true };
}

/** The request carries the admin token. */
export function adminAuthorized(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const want = Buffer.from(`Bearer ${token}`);
  return given.length === want.length && timingSafeEqual(given, want);
}

function ticketUse(body: Record<string, unknown>): TicketUse {
  for (const m of ['key', 'pass', 'ip', 'app', 'video']) {
    if (typeof body[m] !== 'string') throw new TypeError(`use-ticket needs ${m} (text)`);
  }
  const opt = (m: string) => (typeof body[m] === 'string' ? (body[m] as string) : undefined);
  return { key: body.key as string, pass: body.pass as string, ip: body.ip as string, app: body.app as string,
    video: body.video as string, pageurl: opt('pageurl'), refurl: opt('refurl') };
}

async function route(method: string, path: string, body: Record<string, unknown>, c: AdminControl): Promise<[number, unknown]> {
  const at = `${method} ${path}`;
  if (at === 'GET counts') return [200, c.counts()];
  if (method === 'GET' && path.startsWith('arrivals/')) return [200, c.arrivals(decodeURIComponent(path.slice('arrivals/'.length)))];
  if (at === 'GET credentials') return [200, c.credentials()];
  if (at === 'POST counts/reset') return c.resetCounts(), [200, { ok: true }];
  if (at === 'POST faults') {
    if (typeof body.command !== 'string' || body.command === '') throw new TypeError('faults needs command (a command name or *)');
    c.setFault(body.command, parseFault(body.fault));
    return [200, { ok: true }];
  }
  if (at === 'DELETE faults') return c.clearFaults(), [200, { ok: true }];
  if (at === 'POST use-ticket') return [200, c.useTicket(ticketUse(body))];
  if (at === 'POST push-drop') return [200, { changed: c.dropPushes(pushDrop(body)) }];
  if (at === 'POST service-remove') {
    if (typeof body.push_service_id !== 'number') throw new TypeError('service-remove needs push_service_id (a number)');
    return [200, { removed: c.removeService(body.push_service_id) }];
  }
  if (at === 'POST refuse') {
    if (typeof body.push_service_id !== 'number' || typeof body.refused !== 'boolean') throw new TypeError('refuse needs push_service_id (a number) and refused (true or false)');
    return c.refuseService(body.push_service_id, body.refused), [200, c.rehearsalFaults()];
  }
  if (at === 'POST refuse-tries') {
    if (typeof body.push_service_id !== 'number' || !Number.isInteger(body.tries) || (body.tries as number) < 1) throw new TypeError('refuse-tries needs push_service_id (a number) and tries (a whole number from 1)');
    if (body.reason !== undefined && typeof body.reason !== 'string') throw new TypeError('refuse-tries: reason is text');
    c.refuseTries(body.push_service_id, body.tries as number, body.reason as string | undefined);
    return [200, { push_service_id: body.push_service_id, tries: body.tries }];
  }
  if (at === 'POST lose-next-answer') return c.loseNextAnswer(), [200, c.rehearsalFaults()];
  if (at === 'POST close') return [200, { ok: true, closing: true }];
  return [404, { error: `no admin route ${method} /__admin/${path}` }];
}

export async function handleAdmin(req: IncomingMessage, res: ServerResponse, token: string, nowMs: number, c: AdminControl): Promise<void> {
  if (!adminAuthorized(req, token)) return send(res, nowMs, 401, JSON_TYPE, JSON.stringify({ error: 'admin token required (Authorization: Bearer …)' }));
  const path = (req.url ?? '').split('?')[0]!.replace(/^\/__admin\/?/, '').replace(/\/$/, '');
  let status = 200;
  let out: unknown;
  try {
    const raw = (await readRaw(req)).toString('utf8');
    const body = raw.trim() === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
    [status, out] = await route(req.method ?? 'GET', path, body, c);
  } catch (e) {
    [status, out] = [400, { error: e instanceof Error ? e.message : String(e) }];
  }
  send(res, nowMs, status, JSON_TYPE, JSON.stringify(out));
  if (path === 'close' && status === 200) res.on('finish', () => void c.close());
}
