/**
 * Member aliases for records whose shape is not public: a member the service names in
 * more than one way is read under its one canonical name.
 */
import * as z from 'zod';
import { sameKeys } from './key-members';

/**
 * For shapes that are not public: copy the first present alias into the canonical member
 * before decoding (e.g. an app's `name` may arrive as `app` or `app_name`).
 */
export function withAliases<T extends z.ZodType>(aliases: Record<string, readonly string[]>, schema: T) {
  return sameKeys(z.preprocess((raw) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const obj = { ...(raw as Record<string, unknown>) };
    for (const [canonical, names] of Object.entries(aliases)) {
      if (obj[canonical] !== undefined) continue;
      const found = names.find((n) => obj[n] !== undefined);
      if (found !== undefined) obj[canonical] = obj[found];
    }
    return obj;
  }, schema), schema);
}
