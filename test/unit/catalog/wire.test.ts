import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';
import { wireArray } from '../../../shared/api/wire/lists';
import { wireRecord } from '../../../shared/api/wire/record';
import { wireBool, wireCode, wireDatetime, wireDecimal, wireHandleTime, wireInt } from '../../../shared/api/wire/scalars';

describe('wire decoders', () => {
  it('reads integers sent as numbers or digit strings, and nothing else', () => {
    expect(wireInt().parse('1000')).toBe(1000);
    expect(wireInt().parse(-3)).toBe(-3);
    expect(wireInt().safeParse('12abc').success).toBe(false);
    expect(wireInt().safeParse(1.5).success).toBe(false);
  });

  it('reads flags in every form the service uses', () => {
    for (const v of [true, 1, '1', 'true']) expect(wireBool().parse(v)).toBe(true);
    for (const v of [false, 0, '0', 'false', '']) expect(wireBool().parse(v)).toBe(false);
    expect(wireBool().safeParse('maybe').error?.issues[0]?.message).toMatch(/expected a flag/);
  });

  it('turns the all-zero datetime into never (null)', () => {
    expect(wireDatetime().parse('0000-00-00 00:00:00')).toBeNull();
    expect(wireDatetime().parse('2026-11-02 10:20:30')).toBe('2026-11-02 10:20:30');
    expect(wireDatetime().parse('2026-11-02T10:20:30Z')).toBe('2026-11-02 10:20:30');
  });

  it('reads handle_time as "N seconds" or a number, else null', () => {
    expect(wireHandleTime().parse('0.0123 seconds')).toBe(0.0123);
    expect(wireHandleTime().parse(0.5)).toBe(0.5);
    expect(wireHandleTime().parse('soon')).toBeNull();
    expect(wireHandleTime().parse(undefined)).toBeNull();
  });

  it('pads codes to four digits whether numbers or strings', () => {
    expect(wireCode().parse(3)).toBe('0003');
    expect(wireCode().parse('0003')).toBe('0003');
    expect(wireCode().parse(2021)).toBe('2021');
    expect(wireCode().parse(undefined)).toBeNull();
  });

  it('keeps decimals as exact text', () => {
    expect(wireDecimal().parse('0.10000000000000000001')).toBe('0.10000000000000000001');
    expect(wireDecimal().parse(12.5)).toBe('12.5');
  });

  it('writes numbers that JavaScript prints with an exponent as plain decimal text', () => {
    expect(wireDecimal().parse(1e-7)).toBe('0.0000001');
    expect(wireDecimal().parse(-1.5e-10)).toBe('-0.00000000015');
    expect(wireDecimal().parse(1e21)).toBe('1000000000000000000000');
    expect(wireDecimal().parse(-0)).toBe('0');
  });

  it('property: any finite number becomes plain decimal text of exactly the same value', () => {
    const seed = propertySeed('wireDecimal plain text');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (v) => {
        const text = wireDecimal().parse(v);
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        // The text reads back as the same double, and as text it takes part in exact sums.
        expect(Number(text)).toBe(v === 0 ? 0 : v);
        expect(new Big(text).eq(new Big(v))).toBe(true);
        // Decoding its own output again keeps it unchanged (the string form of the rule).
        expect(wireDecimal().parse(text)).toBe(text);
      }),
      { seed, numRuns: PROPERTY_RUNS },
    );
  });

  it('accepts one object or a list where the service is not consistent', () => {
    const list = wireArray(z.object({ id: z.number() }));
    expect(list.parse({ id: 1 })).toEqual([{ id: 1 }]);
    expect(list.parse([{ id: 1 }, { id: 2 }])).toHaveLength(2);
    expect(list.parse(null)).toEqual([]);
  });
});

describe('record members decoded once per value (memoised)', () => {
  const rec = wireRecord({ n: wireInt(), tags: wireArray(z.string()), d: wireDecimal() });

  it('the same raw value decodes the same in every row; an unreadable one still degrades alone; object outputs are never shared', () => {
    const rows = [{ n: '5', tags: ['a'], d: -0 }, { n: '5', tags: ['a'], d: 0 }, { n: 'x', tags: ['a'], d: '1.50' }, { n: 5, tags: ['a'], d: '1.50' }].map((r) => rec.parse(r));
    expect(rows.map((r) => r.n)).toEqual([5, 5, null, 5]);
    expect(rows[2]!.unreadable).toEqual({ n: 'x' });
    expect(rows[0]!.unreadable).toBeUndefined();
    expect(rows[0]!.tags).not.toBe(rows[1]!.tags);
    expect(rows.map((r) => r.d)).toEqual(['0', '0', '1.50', '1.50']);
  });
});
