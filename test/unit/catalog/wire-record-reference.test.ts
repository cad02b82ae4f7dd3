/**
 * wireRecord reads a JSON object's key members itself and copies the other members over,
 * instead of running zod's looseObject over every member. These tests hold it to the
 * decoding it replaced, kept here as the reference: zod's looseObject over the key
 * members, then each other member decoded alone. Same success, same value with the same
 * member order, same issues (path and words), for any input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';
import { wireRecord } from '../../../shared/api/wire/record';

const KEY_PARAMS = { keyMember: true } as const;

function isKeyIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && (issue.params as { keyMember?: unknown } | undefined)?.keyMember === true;
}

/** wireRecord as it was before reading key members itself (the zod-only decoding). */
function referenceRecord(shape: Record<string, z.ZodType>, keys: readonly string[]) {
  const keyMember = (schema: z.ZodType) =>
    z.unknown().transform((v, ctx) => {
      const parsed = schema.safeParse(v);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, params: KEY_PARAMS });
      return z.NEVER;
    });
  const keyShape = Object.fromEntries(Object.entries(shape).filter(([m]) => keys.includes(m)).map(([m, s]) => [m, keyMember(s)]));
  const others = Object.entries(shape).filter(([m]) => !keys.includes(m));
  return z.looseObject(keyShape).transform((obj, ctx) => {
    const out: Record<string, unknown> = { ...obj };
    const unreadable: Record<string, unknown> = {};
    for (const [member, memberSchema] of others) {
      const parsed = memberSchema.safeParse(obj[member]);
      if (parsed.success) {
        out[member] = parsed.data;
        continue;
      }
      const nestedKeys = parsed.error.issues.filter(isKeyIssue);
      for (const issue of nestedKeys) ctx.addIssue({ code: 'custom', message: issue.message, path: [member, ...issue.path], params: KEY_PARAMS });
      if (nestedKeys.length > 0) continue;
      const absent = memberSchema.safeParse(undefined);
      out[member] = absent.success ? absent.data : null;
      unreadable[member] = obj[member];
    }
    if (Object.keys(unreadable).length > 0) out.unreadable = unreadable;
    return out;
  });
}

const keyText = z.string().trim().min(1, 'must not be empty');
const count = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(Number).optional().transform((v) => v ?? null);
const label = z.string().optional().transform((v) => v ?? null);

/** A ticket-like record (key member `key`) nested in a response-like one (key member `status`). */
const innerShape = { key: keyText, uses: count, app: label };
const outerShape = (inner: z.ZodType) => ({ status: z.literal('success'), code: label, ticket: inner.nullable(), tickets: z.array(inner).optional() });
const fast = wireRecord(outerShape(wireRecord(innerShape, ['key'])), ['status']);
const reference = referenceRecord(outerShape(referenceRecord(innerShape, ['key'])), ['status']);

/** A value with its members' order kept, so toEqual also compares order. */
function ordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(ordered);
  if (v === null || typeof v !== 'object') return v;
  return Object.entries(v).map(([k, x]) => [k, ordered(x)]);
}

function outcome(result: z.ZodSafeParseResult<unknown>) {
  return result.success
    ? { ok: true, value: ordered(result.data) }
    : { ok: false, issues: result.error.issues.map((i) => ({ code: i.code, path: i.path, message: i.message })) };
}

const anyValue = fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.integer(), fc.constantFrom('', ' ', '7', 'x', 'success', 'app/1'), fc.array(fc.integer(), { maxLength: 2 }));
const ticketLike = fc.oneof(
  fc.record({ key: anyValue, uses: anyValue, app: anyValue, extra: anyValue }, { requiredKeys: [] }),
  anyValue,
);
const answerLike = fc.oneof(
  fc.record({ zeta: anyValue, status: fc.oneof(fc.constant('success'), anyValue), code: anyValue, ticket: ticketLike, tickets: fc.oneof(fc.array(ticketLike, { maxLength: 3 }), anyValue), alpha: anyValue }, { requiredKeys: [] }),
  anyValue,
);

describe('wireRecord against the zod-only decoding it replaced', () => {
  it('examples: unknown members first or last, a missing or unreadable key member, a non-object', () => {
    const inputs: unknown[] = [
      { zeta: 1, status: 'success', code: 7, ticket: { uses: '3', key: ' k ', app: 'a' }, alpha: 'x' },
      { ticket: null, status: 'success' },
      { status: 'success', ticket: { key: '', uses: 1 } },
      { status: 'success', tickets: [{ key: 'a' }, { uses: 'x', key: 'b' }, 5] },
      { code: 1 },
      { status: 'failure' },
      'text',
      [],
      null,
      Object.assign(Object.create(null) as object, { status: 'success', ticket: null }),
    ];
    for (const input of inputs) expect(outcome(fast.safeParse(input))).toEqual(outcome(reference.safeParse(input)));
  });

  it('drops a `__proto__` member as zod does, keeping the prototype', () => {
    const input = JSON.parse('{"status":"success","__proto__":{"polluted":1},"ticket":null}') as unknown;
    const decoded = fast.parse(input) as Record<string, unknown>;
    expect(outcome(fast.safeParse(input))).toEqual(outcome(reference.safeParse(input)));
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(decoded.polluted).toBeUndefined();
  });

  it('property: same outcome, value, member order and issues as the reference', () => {
    const seed = propertySeed('wireRecord vs reference');
    fc.assert(
      fc.property(answerLike, (input) => {
        expect(outcome(fast.safeParse(input))).toEqual(outcome(reference.safeParse(input)));
      }),
      { seed, numRuns: PROPERTY_RUNS },
    );
  });
});
