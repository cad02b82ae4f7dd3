/** The `datetime` of every record of an attempts CSV export, newest first: what a window of the bench's archive sync must read. */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** The field at `index` of a CSV line (quotes as RFC 4180; a record's line breaks are not in the fields before it here). */
function fieldAt(line: string, index: number): string {
  let i = 0;
  for (let f = 0; ; f += 1) {
    let value = '';
    if (line[i] === '"') {
      for (i += 1; i < line.length; i += 1) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 1;
        } else if (line[i] === '"') break;
        else value += line[i];
      }
      i += 1;
    } else {
      const end = line.indexOf(',', i);
      value = line.slice(i, end < 0 ? line.length : end);
      i = end < 0 ? line.length : end;
    }
    if (f === index) return value;
    i += 1;
  }
}

export async function csvTimes(path: string): Promise<string[]> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  let index = -1;
  const times: string[] = [];
  for await (const line of lines) {
    if (index < 0) {
      index = line.split(',').indexOf('datetime');
      if (index < 0) throw new Error(`no datetime column in ${path}`);
    } else times.push(fieldAt(line, index));
  }
  return times.sort().reverse();
}
