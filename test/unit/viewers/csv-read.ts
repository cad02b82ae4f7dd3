/**
 * A strict RFC 4180 reader for tests: it throws on a stray quote, an unterminated quoted
 * field or a last record without its line end, so "the file is valid CSV" can fail.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = (): void => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') {
      if (field !== '') throw new Error(`stray quote in row ${rows.length + 1}`);
      quoted = true;
    } else if (c === ',') endField();
    else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (quoted) throw new Error('unterminated quoted field at end of file');
  if (field !== '' || row.length > 0) throw new Error('last record has no line end (torn write)');
  return rows;
}
