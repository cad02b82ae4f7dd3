/**
 * `--quirks`: answers in the variant forms a PHP service is known or likely to send, so
 * tests prove every screen survives them. Seeded: the same seed and the same requests give
 * the same answers. Key members (the ones the catalog records declare) are never touched,
 * so an answer stays readable; everything else may come as a string, null, "", `[]` for an
 * empty object, a list keyed by id, extra members — and the text may open with a BOM or a
 * PHP notice.
 */
import {
  appRecord, cdnHitsRecord, playlistItemRecord, pushServiceRecord, recordingResultRecord,
  serverDayRecord, sqlDayRecord, streamUserRecord, ticketRecord, uploadRecord,
} from '../../../shared/api/records';
import { liveStreamRecord } from '../../../shared/api/stream-records';
import { once } from '../../../shared/api/lazy';
import { keyFieldsOf } from '../../../shared/api/wire/key-members';
import { mulberry32 } from '../prng';

/**
 * Members a workflow cannot do without, as the catalog declares them, plus the envelope's
 * status. Built at the first quirky answer, not at start: the records are built lazily.
 */
const keyNames = once(() => new Set([
  'status',
  ...[ticketRecord, pushServiceRecord, playlistItemRecord, recordingResultRecord, uploadRecord, sqlDayRecord, cdnHitsRecord, serverDayRecord, liveStreamRecord, streamUserRecord, appRecord].flatMap((record) => keyFieldsOf(record())),
]));
/** Members whose meaning hangs on their exact value: a quirk changes their form only. */
const KEEP_VALUE = new Set(['code', 'handle_time', 'error']);
const ID_MEMBERS = ['push_service_id', 'streamuser_id', 'id'] as const;

const NOTICE = '<br />\n<b>Notice</b>:  Undefined index: debug in <b>/var/www/api/stable/index.php</b> on line <b>212</b><br />\n';

export interface Quirks {
  /** The answer's text in a variant form. */
  dress(body: Record<string, unknown>): string;
}

export function createQuirks(seed: number): Quirks {
  const random = mulberry32(seed ^ 0x51f15e);
  const chance = (p: number): boolean => random() < p;

  const scalar = (member: string, v: unknown): unknown => {
    if (keyNames().has(member) || KEEP_VALUE.has(member)) return typeof v === 'number' && member !== 'code' ? String(v) : v;
    if (typeof v === 'number') return chance(0.08) ? null : String(v);
    if (typeof v === 'boolean') return chance(0.5) ? (v ? '1' : '0') : v;
    if (typeof v !== 'string' || v === '') return v;
    // Money as some reports print it: "1,234.50".
    if (/^\d{4,}\.\d+$/.test(v) && chance(0.5)) return Number(v.split('.')[0]).toLocaleString('en-US') + '.' + v.split('.')[1];
    return chance(0.05) ? (chance(0.5) ? null : '') : v;
  };

  const list = (items: unknown[]): unknown => {
    const mapped = items.map((item) => value('', item));
    if (items.length === 0) return chance(0.5) ? (chance(0.5) ? false : null) : [];
    const first = items[0] as Record<string, unknown> | null;
    const idMember = first && typeof first === 'object' ? ID_MEMBERS.find((m) => m in first) : undefined;
    if (idMember === undefined || !chance(0.5)) return mapped;
    // PHP writes an array with non-sequential keys as an object keyed by those keys.
    return Object.fromEntries(mapped.map((m, i) => [String((items[i] as Record<string, unknown>)[idMember]), m]));
  };

  const object = (obj: Record<string, unknown>): unknown => {
    if (Object.keys(obj).length === 0) return [];
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = value(k, v);
    if (chance(0.1)) out.x_debug = 'extra member';
    return out;
  };

  function value(member: string, v: unknown): unknown {
    if (Array.isArray(v)) return list(v);
    if (v !== null && typeof v === 'object') return object(v as Record<string, unknown>);
    return scalar(member, v);
  }

  return {
    dress(body) {
      const out = value('', body) as Record<string, unknown>;
      if (typeof body.code === 'number') out.code = String(body.code).padStart(4, '0');
      if (typeof body.handle_time === 'string' && chance(0.5)) out.handle_time = body.handle_time.replace(/ seconds$/, '');
      const text = JSON.stringify(out);
      // Each included file saved with a BOM prints one; a notice raised at shutdown follows the JSON.
      const bom = chance(0.15) ? '\uFEFF'.repeat(chance(0.3) ? 2 : 1) : '';
      return `${bom}${chance(0.15) ? NOTICE : ''}${text}${chance(0.1) ? NOTICE : ''}`;
    },
  };
}
