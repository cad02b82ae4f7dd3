/**
 * Fast readers (shared/api/wire/fast-read) against the schemas they stand in for: for any
 * value, a fast reader either leaves it to the schema (MISS) or gives exactly what the
 * schema's parse gives. Members alone; records of them against the zod-only record
 * decoding; lists of records against zod's array; and the pages an export reads
 * (sevu.errorlog, sevu.search) are read fast when clean, so the fast path is the one
 * these tests hold, not a path nothing takes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { attemptRecord, ticketRecord } from '../../../shared/api/records';
import { fastReadOf, MISS } from '../../../shared/api/wire/fast-read';
import { asWireArray, wireArray } from '../../../shared/api/wire/lists';
import { keyText, optDatetime, optText, reqText } from '../../../shared/api/wire/members';
import { wireRecord } from '../../../shared/api/wire/record';
import { wireBool } from '../../../shared/api/wire/scalars';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';

/** A value with its members' order kept, so toEqual also compares order. */
function ordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(ordered);
  if (v === null || typeof v !== 'object') return v;
  return Object.entries(v).map(([k, x]) => [k, ordered(x)]);
}

/** What the fast reader of `schema` gives, next to what the schema gives. */
function agree(schema: z.ZodType, raw: unknown): void {
  const fast = fastReadOf(schema)!(raw);
  if (fast === MISS) return;
  const parsed = schema.safeParse(raw);
  expect(parsed.success).toBe(true);
  expect(ordered(fast)).toEqual(ordered(parsed.success ? parsed.data : undefined));
}

const MEMBERS = { keyText, optText, reqText, optDatetime, wireBool } as const;

/** Wire values a member meets: the usual forms, near misses, and anything. */
const wireValue = fc.oneof(
  fc.constantFrom('', ' ', '0', '1', 'true', ' 1', 'yes', '2026-11-26 16:00:00', '2026-11-26T16:00:00', '0000-00-00 00:00:00', '2026-11-26 16:00:00 ', ' 2026-11-26 16:00:00', '2026-13-45 99:99:99', 'k', ' k', 'k ', '\u00a0k', 'key\u2028'),
  fc.string({ unit: fc.constantFrom('0', '1', '2', '-', ':', ' ', 'T', 'a', '\t', '\u00a0'), maxLength: 20 }),
  fc.string(),
  fc.anything(),
);

describe('fast readers of members', () => {
  it('every member fast reader agrees with its schema (examples)', () => {
    for (const [name, build] of Object.entries(MEMBERS)) {
      const schema = build();
      expect(fastReadOf(schema), name).toBeDefined();
      for (const raw of ['', ' ', '0', '1', true, false, null, undefined, 7, '2026-11-26 16:00:00', '0000-00-00 00:00:00', 'k', ' k', {}, []]) agree(schema, raw);
    }
  });

  it('property: a fast reader gives what its schema gives, or leaves the value to it', () => {
    const seed = propertySeed('member fast readers vs schemas');
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(MEMBERS)), wireValue, (build, raw) => agree(build(), raw)),
      { seed, numRuns: PROPERTY_RUNS },
    );
  });
});

/** wireRecord's decoding with zod alone (no fast readers): looseObject, then each other member alone. */
function referenceRecord(shape: Record<string, z.ZodType>) {
  return z.looseObject({}).transform((obj) => {
    const out: Record<string, unknown> = { ...obj };
    const unreadable: Record<string, unknown> = {};
    for (const [member, memberSchema] of Object.entries(shape)) {
      const parsed = memberSchema.safeParse(obj[member]);
      if (parsed.success) {
        out[member] = parsed.data;
        continue;
      }
      const absent = memberSchema.safeParse(undefined);
      out[member] = absent.success ? absent.data : null;
      unreadable[member] = obj[member];
    }
    if (Object.keys(unreadable).length > 0) out.unreadable = unreadable;
    return out;
  });
}

const shape = { key: reqText(), datetime: optDatetime(), ip: optText(), success: wireBool(), reason: reqText() };
const fastRecord = wireRecord(shape);
const fastList = wireArray(fastRecord);
const referenceList = z.preprocess(asWireArray, z.array(referenceRecord(shape)));

const rowLike = fc.oneof(
  fc.record({ datetime: wireValue, key: wireValue, ip: wireValue, success: wireValue, reason: wireValue, extra: wireValue }, { requiredKeys: [] }),
  fc.record({ key: fc.string(), datetime: fc.constant('2026-11-26 16:00:00'), ip: fc.string(), success: fc.constantFrom('0', '1'), reason: fc.string() }),
  wireValue,
);
const listLike = fc.oneof(fc.array(rowLike, { maxLength: 4 }), fc.dictionary(fc.constantFrom('7', '8', 'id'), rowLike, { maxKeys: 2 }), wireValue);

function outcome(result: z.ZodSafeParseResult<unknown>) {
  return result.success ? { ok: true, value: ordered(result.data) } : { ok: false, issues: result.error.issues.map((i) => ({ path: i.path, message: i.message })) };
}

describe('fast readers of records and lists', () => {
  it('property: a record reads as the zod-only decoding reads it, fast or not', () => {
    const seed = propertySeed('record fast reader vs zod-only record');
    fc.assert(
      fc.property(rowLike, (raw) => {
        expect(outcome(fastRecord.safeParse(raw))).toEqual(outcome(referenceRecord(shape).safeParse(raw)));
        agree(fastRecord, raw);
      }),
      { seed, numRuns: PROPERTY_RUNS },
    );
  });

  it('property: a list reads as zod\'s array of the zod-only records reads it, fast or not', () => {
    const seed = propertySeed('list fast reader vs zod array');
    fc.assert(
      fc.property(listLike, (raw) => {
        expect(outcome(fastList.safeParse(raw))).toEqual(outcome(referenceList.safeParse(raw)));
        agree(fastList, raw);
      }),
      { seed, numRuns: PROPERTY_RUNS },
    );
  });

  it('the rows an export pages through are read fast when clean, and the same as the schema reads them', () => {
    const attempt = { key: 'k1', datetime: '2026-11-26 16:00:00', ip: '203.0.113.7', video: 'v', app: 'live', appinst: '_definst_', pageurl: 'https://example.com/p', refurl: '', success: '1', reason: 'Success', server_ip: '198.51.100.2' };
    const ticket = { key: 'k1', pass: 'p', ip: '203.0.113.7', video: 'v', app: 'live', created_date: '2026-11-26 16:00:00', used_date: '0000-00-00 00:00:00', uses: '0', active: '1' };
    for (const [record, row] of [[attemptRecord(), attempt], [ticketRecord(), ticket]] as const) {
      expect(fastReadOf(record)!(row)).not.toBe(MISS);
      agree(record, row);
      // PHP's list forms too: keyed by id, with a null row.
      const list = wireArray(record);
      for (const raw of [[row, row], { 7: row, 8: row }, [row, null]]) {
        expect(fastReadOf(list)!(raw)).not.toBe(MISS);
        agree(list, raw);
      }
    }
  });
});
