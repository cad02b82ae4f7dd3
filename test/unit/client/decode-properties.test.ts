/**
 * Property tests: the decoder is total. Arbitrary bytes, arbitrary JSON and cut-off JSON
 * never make it throw, and each lands in the kind the spec gives it.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { catalog, commandNames } from '../../../shared/api/catalog';
import type { ApiFailureKind } from '../../../shared/api/failures';
import { decodeBody } from '../../../electron/core/client/decode';
import { PROPERTY_RUNS, propertySeed } from './fc-seed';

const KINDS: ReadonlySet<ApiFailureKind> = new Set<ApiFailureKind>([
  'api_failure', 'auth_rejected', 'timestamp_rejected', 'signature_rejected', 'http_status', 'outcome_unknown',
  'empty_body', 'not_json', 'bad_shape',
]);
const command = fc.constantFrom(...commandNames);
const status = fc.oneof(fc.constant(200), fc.constant(500), fc.integer({ min: 100, max: 599 }));

/** Decodes and checks the invariants every answer must keep. */
function decodeChecked(name: (typeof commandNames)[number], code: number, text: string) {
  const r = decodeBody(name, code, text);
  if (r.ok) {
    expect(code >= 200 && code < 300).toBe(true);
    return r;
  }
  expect(KINDS.has(r.error.kind)).toBe(true);
  expect(typeof r.error.message).toBe('string');
  expect(r.error.message.length).toBeGreaterThan(10);
  if (catalog[name].mutates) expect(r.transient).toBe(false);
  return r;
}

describe('decodeBody is total', () => {
  afterAll(() => {
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('arbitrary bytes never throw; empty is empty_body, non-JSON is not_json', () => {
    const seed = propertySeed('decode arbitrary bytes');
    fc.assert(
      fc.property(command, status, fc.uint8Array({ maxLength: 200 }), (name, code, bytes) => {
        const text = Buffer.from(bytes).toString('utf8');
        const r = decodeChecked(name, code, text);
        if (r.ok || code < 200 || code >= 300) return;
        const mutates = catalog[name].mutates;
        let isJson = true;
        try {
          JSON.parse(text);
        } catch {
          isJson = false;
        }
        if (text.trim() === '') expect(r.error).toMatchObject(mutates ? { kind: 'outcome_unknown', cause: 'empty_body' } : { kind: 'empty_body' });
        else if (!isJson) expect(r.error.kind).toBe(mutates ? 'outcome_unknown' : 'not_json');
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });

  it('arbitrary JSON never throws; failure envelopes map to failure kinds', () => {
    const seed = propertySeed('decode arbitrary JSON');
    const envelope = fc.record({
      status: fc.oneof(fc.constantFrom('success', 'failure'), fc.jsonValue()),
      code: fc.oneof(fc.constantFrom('0001', '0002', '0003', '1000', 2021, 3), fc.jsonValue()),
      message: fc.oneof(fc.string(), fc.jsonValue()),
      handle_time: fc.oneof(fc.constant('0.01 seconds'), fc.jsonValue()),
    }, { requiredKeys: [] });
    const body = fc.oneof(fc.jsonValue(), fc.tuple(envelope, fc.dictionary(fc.string(), fc.jsonValue())).map(([e, extra]) => ({ ...extra, ...e })));
    fc.assert(
      fc.property(command, status, body, (name, code, value) => {
        const r = decodeChecked(name, code, JSON.stringify(value));
        const isFailure = value !== null && typeof value === 'object' && (value as { status?: unknown }).status === 'failure';
        if (isFailure && code < 500) {
          expect(r.ok).toBe(false);
          if (!r.ok) expect(['api_failure', 'auth_rejected', 'timestamp_rejected', 'signature_rejected', 'outcome_unknown']).toContain(r.error.kind);
        }
        if (r.ok) expect((value as { status?: unknown }).status).toBe('success');
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });

  it('cut-off JSON never throws and is not_json, or outcome_unknown (truncated_json) when mutating', () => {
    const seed = propertySeed('decode truncated JSON');
    const doc = fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }).map((extra) => JSON.stringify({ status: 'success', ...extra }));
    fc.assert(
      fc.property(command, doc.chain((text) => fc.tuple(fc.constant(text), fc.integer({ min: 1, max: text.length - 1 }))), (name, [text, cut]) => {
        const r = decodeChecked(name, 200, text.slice(0, cut));
        expect(r.ok).toBe(false);
        if (r.ok) return;
        if (catalog[name].mutates) expect(r.error).toMatchObject({ kind: 'outcome_unknown', cause: 'truncated_json' });
        else {
          expect(r.error.kind).toBe('not_json');
          expect(r.error.message).toContain('cut off');
        }
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });
});
