/**
 * Viewers' side of tickets: seeded attempt history and the rules a ticket use is judged
 * by. One use is one attempt row; only a successful use changes the ticket.
 */
import type { AttemptReason } from '../../../shared/api/records';
import { SERVER_IPS } from '../account';
import { NEVER, formatDatetime } from '../time';
import type { AttemptRow, AttemptStore } from './attempts';
import { ipInRange } from './strings';
import type { StoredTicket, TicketStore } from './tickets';

export { seedAttempts } from './attempt-seed';

/** Glob with `*`, over a pipe-separated list of patterns. */
export function videoAllowed(patterns: string, video: string): boolean {
  return patterns.split('|').some((p) => {
    const re = new RegExp(`^${p.trim().replace(/[.+?^${}()[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return re.test(video);
  });
}

export interface TicketUse {
  key: string;
  pass: string;
  ip: string;
  app: string;
  video: string;
  pageurl?: string;
  refurl?: string;
}

/** The service's checks in order; the first that fails names the rejection. */
export function judgeUse(t: StoredTicket | undefined, use: TicketUse, nowSec: number): AttemptReason {
  if (t === undefined || t.row.pass !== use.pass || t.row.active !== '1') return 'Invalid Auth Token';
  if (t.expires !== null && nowSec > t.expires) return 'Expiration date surpassed';
  if (!t.row.app.split('|').includes(use.app)) return 'Wrong Application';
  if (!t.unlimited && Number(t.row.uses) <= 0) return 'Exceeded max views';
  if (!t.row.ip.startsWith('auto') && !ipInRange(use.ip, t.row.ip)) return 'Invalid IP Address';
  if (!videoAllowed(t.row.video, use.video)) return 'Not authorized for that video';
  return 'Success';
}

/** Applies a successful use: one use fewer, first-use time, `auto` ip locked to the viewer. */
function consume(t: StoredTicket, use: TicketUse, nowSec: number): void {
  if (!t.unlimited) t.row.uses = String(Number(t.row.uses) - 1);
  if (t.row.used_date === NEVER) t.row.used_date = formatDatetime(nowSec);
  if (t.row.ip === 'auto') t.row.ip = use.ip;
  else if (t.row.ip.startsWith('auto/')) t.row.ip = `${use.ip.split('.').slice(0, 3).join('.')}.0/${t.row.ip.slice(5)}`;
}

/** Simulates one viewer presenting a ticket: records the attempt and returns it. */
export function useTicket(tickets: TicketStore, attempts: AttemptStore, use: TicketUse, nowSec: number): AttemptRow {
  const ticket = tickets.get(use.key);
  const reason = judgeUse(ticket, use, nowSec);
  if (reason === 'Success' && ticket !== undefined) consume(ticket, use, nowSec);
  const index = attempts.add({
    key: use.key,
    time: nowSec,
    ip: use.ip,
    video: use.video,
    app: use.app,
    appinst: 'live',
    pageurl: use.pageurl ?? '',
    refurl: use.refurl ?? '',
    reason,
    serverIp: SERVER_IPS[0],
  });
  return attempts.row(index);
}
