import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonValue, serializeJson } from '../../../shared/api/serialize';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';

/** PHP json_encode's string form, written the slow obvious way, as a reference. */
function phpReference(s: string): string {
  let out = '';
  for (const ch of JSON.stringify(s)) {
    for (let i = 0; i < ch.length; i += 1) {
      const c = ch.charCodeAt(i);
      if (c === 0x2f) out += '\\/';
      else if (c > 0x7f) out += `\\u${c.toString(16).padStart(4, '0')}`;
      else out += ch[i];
    }
  }
  return out;
}

/** [what, value, php text, standard text] */
const vectors: Array<[string, JsonValue, string, string]> = [
  ['slash', { u: 'https://a.example/b' }, '{"u":"https:\\/\\/a.example\\/b"}', '{"u":"https://a.example/b"}'],
  ['quotes', { q: 'say "hi"' }, '{"q":"say \\"hi\\""}', '{"q":"say \\"hi\\""}'],
  ['backslash', { p: 'C:\\dir\\x' }, '{"p":"C:\\\\dir\\\\x"}', '{"p":"C:\\\\dir\\\\x"}'],
  [
    'control characters (DEL stays raw, as in PHP)',
    { c: '\b\f\n\r\t\u0000\u0001\u001f\u007f' },
    '{"c":"\\b\\f\\n\\r\\t\\u0000\\u0001\\u001f\u007f"}',
    '{"c":"\\b\\f\\n\\r\\t\\u0000\\u0001\\u001f\u007f"}',
  ],
  ['emoji as a lowercase surrogate pair', { e: 'go 😀' }, '{"e":"go \\ud83d\\ude00"}', '{"e":"go 😀"}'],
  ['latin and euro', { t: 'café €' }, '{"t":"caf\\u00e9 \\u20ac"}', '{"t":"café €"}'],
  ['line separator U+2028', { s: 'a\u2028b' }, '{"s":"a\\u2028b"}', '{"s":"a\u2028b"}'],
  ['escaped keys', { 'a/b': 1, 'ü': 2 }, '{"a\\/b":1,"\\u00fc":2}', '{"a/b":1,"ü":2}'],
  ['empty array and object', { a: [], o: {} }, '{"a":[],"o":{}}', '{"a":[],"o":{}}'],
  ['nested arrays', { n: [[1, [2, []]], ['x/y']] }, '{"n":[[1,[2,[]]],["x\\/y"]]}', '{"n":[[1,[2,[]]],["x/y"]]}'],
  ['booleans and null', { t: true, f: false, z: null }, '{"t":true,"f":false,"z":null}', '{"t":true,"f":false,"z":null}'],
  [
    'negative and large integers',
    { n: -42, big: 9007199254740991, neg: -9007199254740991, zero: 0 },
    '{"n":-42,"big":9007199254740991,"neg":-9007199254740991,"zero":0}',
    '{"n":-42,"big":9007199254740991,"neg":-9007199254740991,"zero":0}',
  ],
  ['top-level array', ['a', 1], '["a",1]', '["a",1]'],
];

describe('serializeJson', () => {
  for (const [what, value, php, standard] of vectors) {
    it(`php: ${what}`, () => expect(serializeJson(value, 'php')).toBe(php));
    it(`standard: ${what}`, () => expect(serializeJson(value, 'standard')).toBe(standard));
    it(`both parse back to the same value: ${what}`, () => {
      expect(JSON.parse(serializeJson(value, 'php'))).toEqual(value);
      expect(JSON.parse(serializeJson(value, 'standard'))).toEqual(value);
    });
  }

  it('keeps the object key order it is given', () => {
    expect(serializeJson({ z: 1, a: 2, m: 3 }, 'php')).toBe('{"z":1,"a":2,"m":3}');
  });

  it('leaves undefined members out', () => {
    expect(serializeJson({ a: 1, b: undefined } as unknown as JsonValue, 'php')).toBe('{"a":1}');
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => serializeJson({ n: Number.NaN }, 'php')).toThrow(/cannot serialize the number NaN/);
    expect(() => serializeJson({ n: Infinity }, 'standard')).toThrow(/Infinity/);
  });

  it('writes only plain JSON data natively: anything else is written or refused as before', () => {
    // JSON.stringify would write a Date as its ISO text and NaN or a hole as null.
    expect(serializeJson({ d: new Date(0) } as unknown as JsonValue, 'php')).toBe('{"d":{}}');
    expect(() => serializeJson({ a: [1, Number.NaN] }, 'php')).toThrow(/NaN/);
    expect(() => serializeJson({ a: [undefined] } as unknown as JsonValue, 'standard')).toThrow(/undefined/);
    expect(() => serializeJson({ f: () => 1 } as unknown as JsonValue, 'standard')).toThrow(/function/);
    expect(serializeJson(Object.assign(Object.create(null) as object, { 'a/b': 'é' }) as JsonValue, 'php')).toBe('{"a\\/b":"\\u00e9"}');
  });

  it('property: any JSON value is written as the reference writes it, member by member', () => {
    const seed = propertySeed('serializeJson vs reference');
    const reference = (v: JsonValue, php: boolean): string => {
      if (typeof v === 'string') return php ? phpReference(v) : JSON.stringify(v);
      if (Array.isArray(v)) return `[${v.map((x) => reference(x, php)).join(',')}]`;
      if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${reference(k, php)}:${reference(x, php)}`).join(',')}}`;
      return JSON.stringify(v);
    };
    const text = fc.string({ unit: fc.oneof(fc.constant('/'), fc.constant('"'), fc.string({ unit: 'binary', maxLength: 1 })) });
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3, stringUnit: fc.oneof(fc.constant('/'), fc.string({ unit: 'binary', maxLength: 1 })) }), fc.dictionary(text, text, { maxKeys: 3 }), (value, extra) => {
        const v = { ...extra, value } as JsonValue;
        expect(serializeJson(v, 'php')).toBe(reference(v, true));
        expect(serializeJson(v, 'standard')).toBe(reference(v, false));
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });

  it('php output is pure ASCII', () => {
    const text = serializeJson({ s: 'ñ😀\u2028漢字', k: ['é'] }, 'php');
    expect(/^[\x00-\x7f]*$/.test(text)).toBe(true);
  });

  it('property: php strings match the reference, are ASCII, and parse back', () => {
    const seed = propertySeed('php string escaping');
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constant('/'), fc.constant('\\'), fc.constant('"'), fc.string({ unit: 'binary', maxLength: 1 })) }), (s) => {
        const text = serializeJson(s, 'php');
        expect(text).toBe(phpReference(s));
        expect(/^[\x00-\x7f]*$/.test(text)).toBe(true);
        expect(text.includes('/') && !text.includes('\\/')).toBe(false);
        expect(JSON.parse(text)).toBe(s);
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });
});
