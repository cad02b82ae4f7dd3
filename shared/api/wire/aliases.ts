/**
 * Member aliases for records whose shape is not public: a member the service names in
 * more than one way is read under its one canonical name.
 */
import * as z from 'zod';
import { rowReaders, sameKeys } from './key-members';

/**
 * For shapes that are not public: copy the first present alias into the canonical member
 * before decoding (e.g. an app's `name` may arrive as `app` or `app_name`).
 */
export function withAliases<T extends z.ZodType>(aliases: Record<string, readonly string[]>, schema: T) {
  const canonical = (raw: unknown): unknown => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const obj = { ...(raw as Record<string, unknown>) };
    for (const [name, names] of Object.entries(aliases)) {
      if (obj[name] !== undefined) continue;
      const found = names.find((n) => obj[n] !== undefined);
      if (found !== undefined) obj[name] = obj[found];
    }
    return obj;
  };
  const wrapper = sameKeys(z.preprocess(canonical, schema), schema);
  const rows = rowReaders.get(schema);
  if (rows !== undefined) rowReaders.set(wrapper, () => z.preprocess(canonical, rows()));
  return wrapper;
}
