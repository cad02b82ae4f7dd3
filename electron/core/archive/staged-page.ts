/**
 * A page of attempts as the archive stages it: CSV text in the staged format
 * (staged-format.ts) that DuckDB's own reader loads in the archive process (staging.ts).
 *
 * A row is its time, its key and two numbers: its place (the address as the service wrote
 * it, its country and network from the console's shipped offline data, and its form for
 * grouping: an unsigned integer for IPv4, canonical text for IPv6) and its shape (the
 * members that repeat: video, app, application instance, page and referrer, success,
 * reason, server). Each place and shape is written once, when first seen, to the tables
 * DuckDB joins the rows with; a row's text is then a fifth of its width, which is what a
 * sync spent most of its own time on. Derived once at sync, so queries never parse
 * addresses.
 */
import type { Attempt } from '../../../shared/api/records';
import { canonicalIp, parseIp } from '../insights/ip-parse';
import type { IpLookup } from '../insights/ip-data';
import { placeable } from './seconds';
import { text } from './staged-format';

/** CSV text and how many records it holds. */
export interface StagedText {
  text: string;
  rows: number;
}

/**
 * One page staged. `later`: rows after the newest archived second, all new. `boundary`:
 * rows at or before that second (the trailing window re-read) and rows with no time,
 * which the archive matches as a multiset against what it holds.
 * `places`, `shapes`: those first seen in this page. `least`: the lowest place and shape
 * numbers its rows use (the archive need not look below them).
 */
export interface StagedPage {
  later: StagedText;
  boundary: StagedText;
  places: StagedText;
  shapes: StagedText;
  least: { place: number; shape: number };
}

/** Places or shapes remembered; past this they are forgotten and numbered anew, so memory stays bounded on any sync. */
const KEPT_BY_DEFAULT = 200_000;

type ShapeTree = Map<unknown, unknown>;
const branch = (tree: ShapeTree, value: unknown): ShapeTree => {
  let next = tree.get(value) as ShapeTree | undefined;
  if (next === undefined) tree.set(value, (next = new Map()));
  return next;
};

export class StagedPageMaker {
  private places = new Map<string, number>();
  private nextPlace = 0;
  /** Shapes as a tree of their members in order, its leaves the shape numbers: no text is built to find one. */
  private shapes: ShapeTree = new Map();
  private shapeCount = 0;
  private nextShape = 0;
  private seq = 0;
  private page: StagedPage = StagedPageMaker.empty();

  /**
   * `since`: the newest second archived (UTC `YYYY-MM-DD HH:MM:SS`, as the service writes
   * it), null for none. `kept`: how many places, and shapes, are remembered at most.
   */
  constructor(
    private readonly ip: IpLookup,
    private readonly since: string | null,
    private readonly kept = KEPT_BY_DEFAULT,
  ) {}

  private static empty(): StagedPage {
    const none = (): StagedText => ({ text: '', rows: 0 });
    return { later: none(), boundary: none(), places: none(), shapes: none(), least: { place: Infinity, shape: Infinity } };
  }

  private placeOf(address: string): number {
    let n = this.places.get(address);
    if (n !== undefined) return n;
    if (this.places.size >= this.kept) this.places = new Map();
    n = this.nextPlace++;
    this.places.set(address, n);
    const canonical = canonicalIp(address);
    const words = canonical === null ? null : parseIp(canonical);
    const ip4 = words?.length === 1 ? words[0]! : null;
    this.page.places.text += canonical === null
      ? `${n},${text(address)},,,,\n`
      : `${n},${text(address)},${text(this.ip.country(canonical))},${this.ip.network(canonical)?.asn ?? ''},${ip4 ?? ''},${ip4 === null ? text(canonical) : ''}\n`;
    this.page.places.rows += 1;
    return n;
  }

  private shapeOf(a: Attempt): number {
    const leaf = branch(branch(branch(branch(branch(branch(branch(this.shapes, a.video), a.app), a.appinst), a.pageurl), a.refurl), a.success), a.reason);
    let n = leaf.get(a.server_ip) as number | undefined;
    if (n !== undefined) return n;
    if (this.shapeCount >= this.kept) {
      this.shapes = new Map();
      this.shapeCount = 0;
      return this.shapeOf(a);
    }
    n = this.nextShape++;
    this.shapeCount += 1;
    leaf.set(a.server_ip, n);
    this.page.shapes.text += `${n},${text(a.video)},${text(a.app)},${text(a.appinst)},${text(a.pageurl)},${text(a.refurl)},${a.success ?? ''},${text(a.reason)},${text(a.server_ip)}\n`;
    this.page.shapes.rows += 1;
    return n;
  }

  /**
   * Every row of the page, none left out: after the newest archived second to `later`; at
   * or before it, or with no time it can place (seconds.ts), to `boundary`, matched as a
   * multiset at the commit. A row with no time keeps the text it came with.
   */
  make(rows: readonly Attempt[]): StagedPage {
    const p = (this.page = StagedPageMaker.empty());
    for (const a of rows) {
      const t = placeable(a.datetime);
      const place = a.ip === null ? null : this.placeOf(a.ip);
      const shape = this.shapeOf(a);
      if (place !== null && place < p.least.place) p.least.place = place;
      if (shape < p.least.shape) p.least.shape = shape;
      const into = t !== null && (this.since === null || t > this.since) ? p.later : p.boundary;
      into.text += `${this.seq++},${t === null ? `,${text(a.datetime)}` : `${t}+00,`},${text(a.key)},${place ?? ''},${shape}\n`;
      into.rows += 1;
    }
    return p;
  }
}
