/**
 * Wire decoding of lists: PHP services write an empty list as `[]`, `false`, `""` or
 * null, and a list with non-sequential keys as an object keyed by id; some send a lone
 * item as the object itself (wireList). Both rules read those forms as an array of `item`.
 */
import * as z from 'zod';

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

/** A list that may arrive as one object, a list keyed by id, a list, or an empty form (null, false, "", []). */
export function wireList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (isEmptyForm(v) || (isPlainObject(v) && Object.keys(v).length === 0)) return [];
    if (isPlainObject(v)) return keyedValues(v) !== null && !('id' in v) ? keyedValues(v) : [v];
    return v;
  }, z.array(item)) as unknown as z.ZodType<z.output<T>[], unknown>;
}

/** A list that may be absent, an empty form, or keyed by id (services often omit empty arrays). */
export function wireArray<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (isEmptyForm(v) || (isPlainObject(v) && Object.keys(v).length === 0)) return [];
    return isPlainObject(v) ? (keyedValues(v) ?? v) : v;
  }, z.array(item)) as unknown as z.ZodType<z.output<T>[], unknown>;
}
