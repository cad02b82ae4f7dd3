/**
 * The seeded attempt history: `count` attempts over the last 60 days, oldest first, every
 * reason represented. Texts are interned once up front and rows are written as ids, so a
 * million rows take about a second.
 *
 * Addresses are real public ranges spread over many countries and networks, so the
 * insights' offline lookups mean something: each key is used from its own home address
 * (now and then a second device beside it), except the first SHARED_TICKETS tickets, used
 * from all over — the first one from the four regional registries' own addresses (NL, AU,
 * UY and AFRINIC's), the others from any range.
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
/** /24s of public networks (registries, DNS resolvers, hosters, ISPs), 30+ countries. */
const NETS = [
  '193.0.6.0', '202.12.29.0', '200.3.14.0', '196.216.2.0', '8.8.8.0', '1.1.1.0', '9.9.9.0', '208.67.222.0', '81.2.69.0', '212.58.244.0',
  '217.160.0.0', '46.4.0.0', '51.15.0.0', '80.67.169.0', '133.242.0.0', '168.126.63.0', '114.114.114.0', '223.5.5.0', '180.76.76.0', '177.43.0.0',
  '200.160.0.0', '190.210.0.0', '201.148.0.0', '41.203.0.0', '105.112.0.0', '41.90.0.0', '197.248.0.0', '139.130.4.0', '49.44.0.0', '117.192.0.0',
  '99.224.0.0', '77.88.8.0', '85.214.0.0', '95.216.0.0', '130.225.0.0', '129.240.0.0', '130.237.0.0', '41.231.0.0', '185.199.108.0', '202.56.0.0',
  '119.160.0.0', '210.0.128.0', '203.178.128.0', '41.190.0.0', '154.0.0.0',
].map((n) => ipToInt(n)!);
/** The regional internet registries' own addresses: RIPE NCC, APNIC, LACNIC, AFRINIC. */
const RIR_ADDRESSES = ['193.0.6.139', '202.12.29.205', '200.3.14.10', '196.216.2.6'].map((n) => ipToInt(n)!);
const SHARED_TICKETS = 3;

/** A key's home address: a fixed host in one of the ranges, from its id (no draw, so the seed's other columns stay as they were). */
function homeOf(keyId: number): number {
  const h = Math.imul(keyId + 1, 2654435761) >>> 0;
  return NETS[h % NETS.length]! + 1 + ((h >>> 8) % 253);
}
const reasonId = (r: AttemptReason): number => ATTEMPT_REASONS.indexOf(r);

/** The concrete videos a ticket's pattern list stands for (`cam_*` → cam_1..cam_4). */
function concreteVideos(patterns: string): string[] {
  return patterns.split('|').flatMap((p) => (p.includes('*') ? [1, 2, 3, 4].map((n) => p.replace('*', String(n))) : [p]));
}

interface Pools {
  tickets: Array<{ key: number; videos: number[]; shared: number }>;
  bogus: number[];
  pages: number[];
  refs: number[];
  servers: number[];
  ids: Record<'live' | 'origin' | 'vod' | 'backstage', number>;
}

function pools(rng: Rng, store: AttemptStore, tickets: TicketStore): Pools {
  const id = (t: string) => store.strings.id(t);
  return {
    // shared: 0 = used from its home only, 1 = from the registries' addresses, 2 = from anywhere.
    tickets: tickets.list.map((t, i) => ({ key: id(t.row.key), videos: concreteVideos(t.row.video).map(id), shared: i === 0 ? 1 : i < SHARED_TICKETS ? 2 : 0 })),
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
  // The newest rows: each shared ticket used once from each of four places within minutes,
  // so it is shared within any window however few attempts are seeded.
  const sharedOnes = p.tickets.filter((t) => t.shared > 0);
  const burstFrom = count >= 100 ? count - sharedOnes.length * RIR_ADDRESSES.length : count;
  const burstStep = Math.min(600, Math.floor(span / Math.max(1, count)));
  for (let i = 0; i < count; i += 1) {
    const burst = i >= burstFrom;
    const picked = p.tickets.length > 0 ? rng.pick(p.tickets) : undefined;
    const ticket = burst ? sharedOnes[Math.floor((i - burstFrom) / RIR_ADDRESSES.length)] : picked;
    const reason = pickReason(rng, i, ticket !== undefined);
    const bogus = ticket === undefined || (!burst && reason === 'Invalid Auth Token' && rng.next() < 0.5);
    const video = rng.pick(ticket?.videos ?? fallbackVideos);
    const key = bogus ? rng.pick(p.bogus) : ticket!.key;
    // The same draws in the same order as before the addresses were real, so the other columns keep their values.
    const jitter = rng.next();
    const anywhere = rng.pick(NETS) + rng.int(1, 254);
    const shared = bogus ? 0 : ticket!.shared;
    const ip = shared === 1 ? RIR_ADDRESSES[i % RIR_ADDRESSES.length]! : shared === 2 ? anywhere : homeOf(key) + (anywhere % 10 === 0 ? 1 : 0);
    store.addIds({
      key,
      time: burst ? nowSec - (count - i) * burstStep : start + Math.floor(((i + jitter) * span) / Math.max(1, count)),
      ip,
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
