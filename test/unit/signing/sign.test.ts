import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonValue, SERIALIZATIONS, serializeJson } from '../../../shared/api/serialize';
import { hmacSha256, hmacSha256Base64, signRequest, spliceSignature } from '../../../electron/core/signing/sign';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';

const hex = (h: string): Buffer => Buffer.from(h, 'hex');

// RFC 4231 section 4: HMAC-SHA-256 test cases (case 5, truncated output, is not applicable).
const rfc4231: Array<[string, Buffer | string, Buffer | string, string]> = [
  ['case 1', Buffer.alloc(20, 0x0b), 'Hi There', 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
  ['case 2', 'Jefe', 'what do ya want for nothing?', '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
  ['case 3', Buffer.alloc(20, 0xaa), Buffer.alloc(50, 0xdd), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
  ['case 4', hex('0102030405060708090a0b0c0d0e0f10111213141516171819'), Buffer.alloc(50, 0xcd), '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b'],
  ['case 6', Buffer.alloc(131, 0xaa), 'Test Using Larger Than Block-Size Key - Hash Key First', '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54'],
  [
    'case 7',
    Buffer.alloc(131, 0xaa),
    'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
    '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  ],
];

describe('hmacSha256 (RFC 4231)', () => {
  for (const [name, key, data, expected] of rfc4231) {
    it(name, () => expect(hmacSha256(key, data).toString('hex')).toBe(expected));
  }

  it('base64 form is standard base64 with padding', () => {
    const sig = hmacSha256Base64('Jefe', 'what do ya want for nothing?');
    expect(sig).toBe(hex('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843').toString('base64'));
    expect(sig).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('takes a string secret as UTF-8', () => {
    expect(hmacSha256('clé', 'x').equals(hmacSha256(Buffer.from('clé', 'utf8'), 'x'))).toBe(true);
  });
});

describe('spliceSignature', () => {
  it('puts the signature last, before the final brace, leaving the rest byte-identical', () => {
    expect(spliceSignature('{"a":1}', 'c2lnPQ==')).toBe('{"a":1,"signature":"c2lnPQ=="}');
  });
  it('handles an empty object without a stray comma', () => {
    expect(spliceSignature('{}', 'x')).toBe('{"signature":"x"}');
  });
  it('refuses text that is not an object', () => {
    expect(() => spliceSignature('[1]', 'x')).toThrow(/JSON object/);
  });
});

const identity = { command: 'recording.split', cdn: 1234, apiKey: 'key-abc', timestamp: 1767225600 };

describe('signRequest', () => {
  it('orders members command, cdn, api_key, timestamp, then the given members', () => {
    const { signedText } = signRequest(identity, { app: 'demo-origin/live', stream: 'cam_1', delete: true }, 's3cret', 'php');
    expect(signedText).toBe(
      '{"command":"recording.split","cdn":1234,"api_key":"key-abc","timestamp":1767225600,"app":"demo-origin\\/live","stream":"cam_1","delete":true}',
    );
  });

  it('signs the text without the signature and sends it with the signature spliced in', () => {
    const signed = signRequest(identity, { app: 'a/b', stream: 'é😀' }, 's3cret', 'php');
    expect(signed.signature).toBe(hmacSha256Base64('s3cret', signed.signedText));
    expect(signed.body).toBe(`${signed.signedText.slice(0, -1)},"signature":"${signed.signature}"}`);
  });

  it('matches a pinned request and signature (guards against silent format changes)', () => {
    const signed = signRequest({ command: 'sevu.status', cdn: 1, apiKey: 'k', timestamp: 1700000000 }, { key: 'a/b' }, 'secret', 'php');
    expect(signed.signedText).toBe('{"command":"sevu.status","cdn":1,"api_key":"k","timestamp":1700000000,"key":"a\\/b"}');
    expect(signed.signature).toBe('vQPTzPq2kY54GhUCZnn3v4fqs4PjLgW296/GYhGFxnQ=');
    expect(signed.body).toBe(`${signed.signedText.slice(0, -1)},"signature":"vQPTzPq2kY54GhUCZnn3v4fqs4PjLgW296/GYhGFxnQ="}`);
  });

  it('leaves out undefined members and never lets a member override the identity', () => {
    const { signedText } = signRequest(identity, { command: 'evil', cdn: 9, stream: undefined, app: 'x' }, 's', 'standard');
    expect(signedText).toBe('{"command":"recording.split","cdn":1234,"api_key":"key-abc","timestamp":1767225600,"app":"x"}');
  });

  it('property: parsing the body, dropping the signature and re-serializing gives the signed text', () => {
    const seed = propertySeed('sign round trip');
    const member = fc.dictionary(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((k) => !['command', 'cdn', 'api_key', 'timestamp', 'signature', '__proto__'].includes(k)),
      fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue>,
      { maxKeys: 6 },
    );
    fc.assert(
      fc.property(member, fc.constantFrom(...SERIALIZATIONS), fc.string({ minLength: 1 }), (members, serialization, secret) => {
        const signed = signRequest(identity, members, secret, serialization);
        const parsed = JSON.parse(signed.body) as Record<string, JsonValue>;
        expect(parsed.signature).toBe(signed.signature);
        delete parsed.signature;
        expect(serializeJson(parsed, serialization)).toBe(signed.signedText);
        expect(signed.signature).toBe(hmacSha256Base64(secret, signed.signedText));
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });
});
