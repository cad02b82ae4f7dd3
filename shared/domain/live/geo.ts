/**
 * Geo blocking targets and the change preview. geoblock.update cannot read the current
 * set, so the console compares against the last set IT applied to the same target on the
 * same account — and says so when there is none.
 */

export interface GeoTarget {
  app: string;
  /** Stream name or VOD path; absent = the whole application. */
  stream?: string | undefined;
}

/** What was last applied from this console: a code list, or null for "allow all". */
export interface GeoApplied {
  codes: string[] | null;
  at: string;
  invalidCodes: string[];
}

export interface GeoDiff {
  /** No earlier apply from this console is known: the server's current set is unknown. */
  baselineUnknown: boolean;
  added: string[];
  removed: string[];
  kept: string[];
  wasAllowAll: boolean;
  becomesAllowAll: boolean;
  unchanged: boolean;
}

export function normalizeCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => c !== ''))].sort();
}

export function geoTargetKey(target: GeoTarget): string {
  const stream = target.stream?.trim();
  return stream ? `${target.app.trim()}/${stream}` : target.app.trim();
}

export function geoTargetLabel(target: GeoTarget): string {
  const stream = target.stream?.trim();
  return stream ? `stream ${stream} of ${target.app.trim()}` : `application ${target.app.trim()}`;
}

/** What the server took of an apply: the codes it named in invalid_codes were not applied. Allow all = []. */
export function effectiveCodes(last: GeoApplied): string[] {
  const rejected = new Set(normalizeCodes(last.invalidCodes));
  return last.codes === null ? [] : normalizeCodes(last.codes).filter((c) => !rejected.has(c));
}

/** Compares the next set (null = allow all) with the last applied one (undefined = unknown). */
export function geoDiff(last: GeoApplied | null | undefined, next: readonly string[] | null): GeoDiff {
  const nextCodes = next === null ? [] : normalizeCodes(next);
  const becomesAllowAll = next === null;
  if (last === null || last === undefined) {
    return { baselineUnknown: true, added: nextCodes, removed: [], kept: [], wasAllowAll: false, becomesAllowAll, unchanged: false };
  }
  const prev = effectiveCodes(last);
  const wasAllowAll = last.codes === null;
  const added = nextCodes.filter((c) => !prev.includes(c));
  const removed = prev.filter((c) => !nextCodes.includes(c));
  const kept = nextCodes.filter((c) => prev.includes(c));
  const unchanged = wasAllowAll === becomesAllowAll && added.length === 0 && removed.length === 0;
  return { baselineUnknown: false, added, removed, kept, wasAllowAll, becomesAllowAll, unchanged };
}
