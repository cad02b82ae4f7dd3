/**
 * A strict RFC 4180 reader for tests: it throws on a stray quote or an unterminated
 * quoted field, so "the file is valid CSV" is something a test can fail on.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), (i += 2);
      else if (c === '"') (quoted = false), (i += 1);
      else (field += c), (i += 1);
      continue;
    }
    if (c === '"') {
      if (field !== '') throw new Error(`stray quote in row ${rows.length + 1}`);
      quoted = true;
      i += 1;
    } else if (c === ',') (row.push(field), (field = '')), (i += 1);
    else if (c === '\r' && text[i + 1] === '\n') (row.push(field), rows.push(row), (row = []), (field = '')), (i += 2);
    else if (c === '\n') (row.push(field), rows.push(row), (row = []), (field = '')), (i += 1);
    else (field += c), (i += 1);
  }
  if (quoted) throw new Error('unterminated quoted field at end of file');
  if (field !== '' || row.length > 0) throw new Error('last record has no line end (torn write)');
  return rows;
}
