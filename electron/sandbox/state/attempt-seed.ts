/**
 * The seeded attempt history: `count` attempts over the last 60 days, oldest first, every
 * reason represented. Texts are interned once up front and rows are written as ids, so a
 * million rows take about a second.
 */
import { ATTEMPT_REASONS, type AttemptReason } from '../../../shared/api/records';
import { SERVER_IPS } from '../account';
import type { Rng } from '../prng';
import { DAY_SEC } from '../time';
import { AttemptStore } from './attempts';
import { ipToInt } from './strings';
import type { TicketStore } from './tickets';

const PAGE_URLS = [
  'https://watch.example.com/live/cam_1',
  'https://watch.example.com/live/main',
  'https://events.example.org/stage',
  'https://example.net/embed?stream=cam_2',
  '',
];
const REF_URLS = ['https://www.example.com/', 'https://social.example/post/12', ''];
/** Every reason of the spec except Success (from the catalog's records, never restated). */
const REJECTIONS: AttemptReason[] = ATTEMPT_REASONS.filter((r) => r !== 'Success');
const NETS = ['203.0.113.0', '198.51.100.0', '192.0.2.0'].map((n) => ipToInt(n)!);
const reasonId = (r: AttemptReason): number => ATTEMPT_REASONS.indexOf(r);

/** The concrete videos a ticket's pattern list stands for (`cam_*` → cam_1..cam_4). */
function concreteVideos(patterns: string): string[] {
  return patterns.split('|').flatMap((p) => (p.includes('*') ? [1, 2, 3, 4].map((n) => p.replace('*', String(n))) : [p]));
}

interface Pools {
  tickets: Array<{ key: number; videos: number[] }>;
  bogus: number[];
  pages: number[];
  refs: number[];
  servers: number[];
  ids: Record<'live' | 'origin' | 'vod' | 'backstage', number>;
}

function pools(rng: Rng, store: AttemptStore, tickets: TicketStore): Pools {
  const id = (t: string) => store.strings.id(t);
  return {
    tickets: tickets.list.map((t) => ({ key: id(t.row.key), videos: concreteVideos(t.row.video).map(id) })),
    bogus: Array.from({ length: 40 }, () => id(`cam_${rng.int(1, 4)}.${rng.hex(14)}.${rng.digits(8)}`)),
    pages: PAGE_URLS.map(id),
    refs: REF_URLS.map(id),
    servers: SERVER_IPS.map(id),
    ids: { live: id('live'), origin: id('demo-origin'), vod: id('vod-archive'), backstage: id('backstage') },
  };
}

function pickReason(rng: Rng, i: number, hasTicket: boolean): AttemptReason {
  if (!hasTicket) return 'Invalid Auth Token';
  if (i < REJECTIONS.length) return REJECTIONS[i]!;
  return rng.next() < 0.55 ? 'Success' : rng.pick(REJECTIONS);
}

export function seedAttempts(rng: Rng, tickets: TicketStore, count: number, nowSec: number): AttemptStore {
  const store = new AttemptStore(Math.max(1024, count));
  const p = pools(rng, store, tickets);
  const span = 60 * DAY_SEC;
  const start = nowSec - span;
  const fallbackVideos = [1, 2, 3, 4].map((n) => store.strings.id(`cam_${n}`));
  for (let i = 0; i < count; i += 1) {
    const ticket = p.tickets.length > 0 ? rng.pick(p.tickets) : undefined;
    const reason = pickReason(rng, i, ticket !== undefined);
    const bogus = ticket === undefined || (reason === 'Invalid Auth Token' && rng.next() < 0.5);
    const video = rng.pick(ticket?.videos ?? fallbackVideos);
    store.addIds({
      key: bogus ? rng.pick(p.bogus) : ticket!.key,
      time: start + Math.floor(((i + rng.next()) * span) / Math.max(1, count)),
      ip: rng.pick(NETS) + rng.int(1, 254),
      ipText: 0,
      video: reason === 'Not authorized for that video' ? p.ids.backstage : video,
      app: reason === 'Wrong Application' ? p.ids.vod : p.ids.origin,
      appinst: p.ids.live,
      pageurl: rng.pick(p.pages),
      refurl: rng.pick(p.refs),
      reason: reasonId(reason),
      server: rng.pick(p.servers),
    });
  }
  return store;
}
