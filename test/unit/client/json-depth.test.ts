/**
 * nestsTooDeep reads the depth of the parsed value (json-text.ts): the same as the
 * deepest run of open brackets in the JSON text it came from, for any JSON whose member
 * names do not repeat (a repeated name's earlier value is dropped by JSON.parse, and is
 * walked by nothing after it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsTooDeep } from '../../../electron/core/client/json-text';
import { PROPERTY_RUNS, propertySeed } from './fc-seed';

/** The reference: the deepest bracket in the text, strings skipped. */
function textDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth -= 1;
  }
  return deepest;
}

/** `inner` wrapped in `levels` arrays or objects, alternating by `pattern`'s bits. */
function nest(inner: unknown, levels: number, pattern: number): unknown {
  let v = inner;
  for (let i = 0; i < levels; i += 1) v = (pattern >> i % 30) & 1 ? { k: v, s: '[{"' } : [v, ']}'];
  return v;
}

describe('nestsTooDeep on the parsed value', () => {
  it('at the limit and one past it, arrays and objects', () => {
    for (const pattern of [0, 1, 0x2aaaaaaa]) {
      expect(nestsTooDeep(nest(1, MAX_JSON_DEPTH, pattern))).toBe(false);
      expect(nestsTooDeep(nest(1, MAX_JSON_DEPTH + 1, pattern))).toBe(true);
    }
    expect(nestsTooDeep(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toBe(true);
  });

  it('property: too deep exactly when the text opens more than the limit at once', () => {
    const seed = propertySeed('value depth vs text depth');
    const value = fc.tuple(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 0, max: MAX_JSON_DEPTH + 3 }), fc.nat()).map(([v, levels, pattern]) => nest(v, levels, pattern));
    fc.assert(
      fc.property(value, (v) => {
        const text = JSON.stringify(v);
        expect(nestsTooDeep(JSON.parse(text))).toBe(textDepth(text) > MAX_JSON_DEPTH);
      }),
      { seed, numRuns: PROPERTY_RUNS },
    );
  });
});
