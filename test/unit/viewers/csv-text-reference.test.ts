/**
 * csvText writes the CSV format itself instead of running csv-stringify (see
 * shared/domain/csv-format). These tests hold it to csv-stringify with the format's
 * options, kept as the reference: the same bytes for any records of any text cells.
 */
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_REFERENCE_OPTIONS, csvText } from '../../../shared/domain/csv-format';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';

const reference = (records: string[][]): string => stringify(records, CSV_REFERENCE_OPTIONS);

/** Characters the format treats specially, mixed into ordinary and unusual text. */
const SPECIAL = [',', '"', '\r', '\n', ' ', '\t', '\u00a0', '\u2028', '\ufeff', '\u3000', '=', '+', '-', '@', '＝', '＋', '－', '＠', "'", '\u0000', '\u007f', 'é', '😀'];
const cellText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...SPECIAL, 'a', 'Z', '0', '/', ':'), maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('', ' ', '"', '""', ',', '\r\n', '=1+2', 'https://example.com/a?b=1,2', '2026-11-26 16:00:00', '203.0.113.7'),
);
const records = fc.array(fc.array(cellText, { minLength: 1, maxLength: 6 }), { maxLength: 5 });

describe('csvText against csv-stringify with the format options', () => {
  it('examples: quoting, doubled quotes, edge spaces, line breaks, formula signs, empty cells', () => {
    const examples = [
      [['key', 'datetime', 'ip']],
      [['a,b', 'say "hi"', ' lead', 'trail ', 'x\ny', 'x\ry', '', '=SUM(1)', '＠a', '\t=1', '-3', '\u00a0nb']],
      [['only'], [''], ['', '']],
    ];
    for (const e of examples) expect(csvText(e)).toBe(reference(e));
  });

  it('no records is no text', () => {
    expect(csvText([])).toBe('');
  });

  it('property: the same bytes as the reference for any text cells', () => {
    const seed = propertySeed('csvText vs csv-stringify');
    fc.assert(
      fc.property(records, (input) => {
        expect(csvText(input)).toBe(reference(input));
      }),
      { seed, numRuns: PROPERTY_RUNS },
    );
  });
});
