/**
 * A small memory per account kept in one localStorage entry (recent names, last report
 * queries): nothing secret, and storage trouble only loses the memory — a damaged entry
 * is forgotten, a full or unavailable storage writes nothing, and the screen still works.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every account's memory under `key`, each account's part kept only as `keep` reads it. */
export function readPerAccount<T>(key: string, keep: (part: Record<string, unknown>) => T): Record<string, T> {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  const out: Record<string, T> = {};
  if (!isRecord(raw)) return out;
  for (const [profileId, part] of Object.entries(raw)) if (isRecord(part)) out[profileId] = keep(part);
  return out;
}

/** Replaces one account's memory under `key`, keeping the others'. */
export function writePerAccount<T>(key: string, profileId: string, part: T, all: Record<string, T>): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...all, [profileId]: part }));
  } catch {
    // storage unavailable or full: only the memory is lost
  }
}
