/**
 * Wire decoding of lists: PHP services write an empty list as `[]`, `false`, `""` or
 * null, a list with non-sequential keys as an object keyed by id, and some send a lone
 * item as the object itself. wireArray reads all of those as an array of `item`; a null
 * item is left out, and a row whose key member cannot be read is one unreadable row (its
 * members degrade alone, the key's raw value kept under `unreadable`) while the others
 * read normally.
 */
import * as z from 'zod';
import { fastReadOf, MISS, withFastRead } from './fast-read';
import { isKeyIssue, keyFieldsOf, rowReaders } from './key-members';

/** PHP's empty forms: `json_encode` writes an empty array as `[]`, and services send `false` or `""` for "none". */
function isEmptyForm(v: unknown): boolean {
  return v === null || v === undefined || v === false || v === '' || (Array.isArray(v) && v.length === 0);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** `{"12": {…}, "13": {…}}`: a list keyed by id (what PHP writes for an array with non-sequential keys). */
function keyedValues(v: Record<string, unknown>): unknown[] | null {
  const values = Object.values(v);
  return values.length > 0 && values.every(isPlainObject) ? values : null;
}

/** The wire value as an array: empty forms → [], keyed by id → its values, a lone object → a list of one; null items left out. */
export function asWireArray(v: unknown): unknown {
  if (isEmptyForm(v) || (isPlainObject(v) && Object.keys(v).length === 0)) return [];
  if (isPlainObject(v)) return keyedValues(v) !== null && !('id' in v) ? keyedValues(v) : [v];
  return Array.isArray(v) && v.includes(null) ? v.filter((item) => item !== null) : v;
}

/**
 * A row of a list: `item`, or — when only its own key member could not be read (a ticket
 * whose `key` is null) — the same row read with every member degrading alone. Items
 * without key members are read as they are (no extra work per row).
 */
function rowOf<T extends z.ZodType>(item: T): z.ZodType {
  const lenient = rowReaders.get(item);
  if (lenient === undefined || keyFieldsOf(item).length === 0) return item;
  return z.unknown().transform((raw, ctx) => {
    const read = item.safeParse(raw);
    if (read.success) return read.data;
    const ownKeyOnly = read.error.issues.every((i) => isKeyIssue(i) && i.path.length === 1);
    const row = ownKeyOnly && isPlainObject(raw) ? lenient().safeParse(raw) : read;
    if (row.success) return row.data;
    for (const issue of row.error.issues) ctx.addIssue({ ...issue } as z.core.$ZodRawIssue);
    return z.NEVER;
  });
}

/**
 * A list that may be absent, an empty form, keyed by id, or a lone object. `wholeRows`:
 * a row whose key member cannot be read fails the answer instead (a mutating command's
 * per-stream results: a result that names no stream says nothing that can be acted on).
 */
export function wireArray<T extends z.ZodType>(item: T, options: { wholeRows?: boolean } = {}) {
  const list = z.preprocess(asWireArray, z.array(options.wholeRows === true ? item : rowOf(item))) as unknown as z.ZodType<z.output<T>[], unknown>;
  const readItem = fastReadOf(item);
  if (readItem === undefined) return list;
  // Every row read fast, or the list goes to the schema (which reads a row that is not clean).
  return withFastRead(list, (raw) => {
    const rows = asWireArray(raw);
    if (!Array.isArray(rows)) return MISS;
    const out: unknown[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i += 1) {
      const row = readItem(rows[i]);
      if (row === MISS) return MISS;
      out[i] = row;
    }
    return out;
  });
}
