/**
 * Virtual-usher tickets. Kept as wire-shaped rows (numbers and flags as strings, the
 * all-zero datetime for "never used") plus a few private members the service does not
 * show: the expiry and whether uses are unlimited.
 */
import { type Rng } from '../prng';
import { DAY_SEC, NEVER, formatDatetime } from '../time';

export interface TicketRow {
  key: string;
  pass: string;
  ip: string;
  video: string;
  app: string;
  created_date: string;
  used_date: string;
  uses: string;
  active: string;
}

export interface StoredTicket {
  row: TicketRow;
  /** Unix seconds after which uses are refused, or null for no expiry. */
  expires: number | null;
  /** Created with uses 0: never runs out, never decremented. */
  unlimited: boolean;
}

export const TICKET_VIDEOS = ['cam_1', 'cam_2', 'cam_3', 'cam_4', 'main', 'cam_*', 'main|cam_1'] as const;
const TICKET_IPS = ['auto', '203.0.113.0/24', '198.51.100.7', '0.0.0.0/0', '192.0.2.0/28'] as const;

/** Key form of the real service: `<video with * → _ and | → _>.<14 hex>.<8 digits>`. */
export function ticketKey(rng: Rng, video: string): string {
  return `${video.replace(/[*|]/g, '_')}.${rng.hex(14)}.${rng.digits(8)}`;
}

export class TicketStore {
  readonly list: StoredTicket[] = [];
  private readonly byKey = new Map<string, StoredTicket>();

  add(ticket: StoredTicket): void {
    this.list.push(ticket);
    this.byKey.set(ticket.row.key, ticket);
  }

  get(key: string): StoredTicket | undefined {
    return this.byKey.get(key);
  }

  /** Exact-match search in creation order (newest last), paged by seek/limit. */
  search(criteria: Partial<Record<'key' | 'app' | 'video' | 'ip' | 'pass', string>>, seek: number, limit: number): TicketRow[] {
    const wanted = Object.entries(criteria).filter(([, v]) => v !== undefined) as Array<[keyof TicketRow, string]>;
    const out: TicketRow[] = [];
    let skipped = 0;
    for (const t of this.list) {
      if (!wanted.every(([k, v]) => t.row[k] === v)) continue;
      if (skipped < seek) {
        skipped += 1;
        continue;
      }
      out.push({ ...t.row });
      if (out.length >= limit) break;
    }
    return out;
  }
}

/** Builds `count` tickets: active and revoked, used and unused, some expired or used up. */
export function seedTickets(rng: Rng, count: number, nowSec: number): TicketStore {
  const store = new TicketStore();
  for (let i = 0; i < count; i += 1) {
    const video = TICKET_VIDEOS[i % TICKET_VIDEOS.length] as string;
    const created = nowSec - rng.int(1, 90) * DAY_SEC + rng.int(0, DAY_SEC - 1);
    const used = rng.next() < 0.55;
    const maxUses = rng.pick([1, 5, 10, 100, 1000]);
    const remaining = used ? rng.int(0, maxUses - 1) : maxUses;
    store.add({
      row: {
        key: ticketKey(rng, video),
        pass: `p${rng.hex(11)}`,
        ip: rng.pick(TICKET_IPS),
        video,
        app: 'demo-origin',
        created_date: formatDatetime(created),
        used_date: used ? formatDatetime(Math.min(nowSec, created + rng.int(60, 5 * DAY_SEC))) : NEVER,
        uses: String(remaining),
        active: rng.next() < 0.85 ? '1' : '0',
      },
      expires: rng.next() < 0.1 ? created + DAY_SEC : created + 365 * DAY_SEC,
      unlimited: false,
    });
  }
  return store;
}
