/**
 * Viewers' side of tickets: seeded attempt history and the rules a ticket use is judged
 * by. One use is one attempt row; only a successful use changes the ticket.
 */
import type { AttemptReason } from '../../../shared/api/records';
import { SERVER_IPS } from '../account';
import type { Rng } from '../prng';
import { DAY_SEC, NEVER, formatDatetime } from '../time';
import { type AttemptRow, AttemptStore } from './attempts';
import { ipInRange } from './strings';
import type { StoredTicket, TicketStore } from './tickets';

const PAGE_URLS = [
  'https://watch.example.com/live/cam_1',
  'https://watch.example.com/live/main',
  'https://events.example.org/stage',
  'https://example.net/embed?stream=cam_2',
  '',
];
const REF_URLS = ['https://www.example.com/', 'https://social.example/post/12', ''];
const REJECTIONS: AttemptReason[] = [
  'Invalid Auth Token',
  'Expiration date surpassed',
  'Wrong Application',
  'Exceeded max views',
  'Invalid IP Address',
  'Not authorized for that video',
];

/** Glob with `*`, over a pipe-separated list of patterns. */
export function videoAllowed(patterns: string, video: string): boolean {
  return patterns.split('|').some((p) => {
    const re = new RegExp(`^${p.trim().replace(/[.+?^${}()[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return re.test(video);
  });
}

function concreteVideo(rng: Rng, patterns: string): string {
  const p = rng.pick(patterns.split('|'));
  return p.includes('*') ? p.replace('*', String(rng.int(1, 4))) : p;
}

const randomIp = (rng: Rng): string => rng.pick(['203.0.113', '198.51.100', '192.0.2']) + `.${rng.int(1, 254)}`;

/** `count` attempts over the last 60 days, oldest first, with every reason represented. */
export function seedAttempts(rng: Rng, tickets: TicketStore, count: number, nowSec: number): AttemptStore {
  const store = new AttemptStore(Math.max(1024, count));
  const bogusKeys = Array.from({ length: 40 }, () => `cam_${rng.int(1, 4)}.${rng.hex(14)}.${rng.digits(8)}`);
  const span = 60 * DAY_SEC;
  const start = nowSec - span;
  for (let i = 0; i < count; i += 1) {
    const ticket = tickets.list.length > 0 ? rng.pick(tickets.list) : undefined;
    const reason: AttemptReason =
      ticket === undefined ? 'Invalid Auth Token' : i < REJECTIONS.length ? REJECTIONS[i]! : rng.next() < 0.55 ? 'Success' : rng.pick(REJECTIONS);
    const bogus = ticket === undefined || (reason === 'Invalid Auth Token' && rng.next() < 0.5);
    const video = ticket === undefined ? `cam_${rng.int(1, 4)}` : concreteVideo(rng, ticket.row.video);
    store.add({
      key: bogus ? rng.pick(bogusKeys) : ticket!.row.key,
      time: start + Math.floor(((i + rng.next()) * span) / Math.max(1, count)),
      ip: randomIp(rng),
      video: reason === 'Not authorized for that video' ? 'backstage' : video,
      app: reason === 'Wrong Application' ? 'vod-archive' : 'demo-origin',
      appinst: 'live',
      pageurl: rng.pick(PAGE_URLS),
      refurl: rng.pick(REF_URLS),
      reason,
      serverIp: rng.pick(SERVER_IPS),
    });
  }
  return store;
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
