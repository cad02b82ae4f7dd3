/**
 * profiles.json: the non-secret fields of the operator's own profiles and the active
 * id. Entries that do not pass the schema are skipped (and reported), never guessed at,
 * and the file as it was is copied aside, since the next save writes only what loaded; a
 * file that is not JSON is moved aside. Either way the next save cannot destroy them.
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as z from 'zod';
import { type Profile, alertSettingsSchema, currencyCode, profileFields } from '../../../shared/domain/profile';
import { writeJsonAtomic } from '../fs/atomic';

export const PROFILES_FILE = 'profiles.json';

const verdict = z.enum(['accepted', 'rejected', 'not_tried', 'unknown']);

const storedProfile = profileFields.extend({
  id: z.string().min(1),
  builtIn: z.literal(false).default(false),
  createdAt: z.string(),
  updatedAt: z.string(),
  readAliases: z.record(z.string(), z.string()).optional(),
  currency: currencyCode.optional(),
  reconnectByDefault: z.boolean().optional(),
  alerts: alertSettingsSchema.optional(),
  serializationProbe: z.strictObject({ php: verdict, standard: verdict, at: z.string() }).optional(),
});

export interface ProfilesFile {
  version: 1;
  activeId: string | null;
  profiles: Profile[];
}

export interface LoadedProfiles {
  file: ProfilesFile;
  problems: string[];
}

/** Reads the file text, or null when there is none. */
function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Synchronous: it runs once at start, inside the (synchronous) composition root. */
export function loadProfilesFile(dataDir: string, now: () => number): LoadedProfiles {
  const path = join(dataDir, PROFILES_FILE);
  const text = readText(path);
  const empty: ProfilesFile = { version: 1, activeId: null, profiles: [] };
  if (text === null) return { file: empty, problems: [] };
  let raw: { activeId?: unknown; profiles?: unknown };
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    const aside = `${path}.unreadable-${now()}`;
    renameSync(path, aside);
    return { file: empty, problems: [`${PROFILES_FILE} could not be read and was moved to ${aside}`] };
  }
  if (raw === null || typeof raw !== 'object') raw = {};
  const problems: string[] = [];
  const profiles: Profile[] = [];
  for (const [i, entry] of (Array.isArray(raw.profiles) ? raw.profiles : []).entries()) {
    const parsed = storedProfile.safeParse(entry);
    if (parsed.success) profiles.push(parsed.data);
    else problems.push(`profile #${i + 1} in ${PROFILES_FILE} was skipped: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  if (problems.length > 0) problems.push(`${PROFILES_FILE} as it was, skipped entries included, is kept at ${keepSkipped(path, text)}`);
  return { file: { version: 1, activeId: typeof raw.activeId === 'string' ? raw.activeId : null, profiles }, problems };
}

/** At most this many copies of a file with skipped entries are kept; the oldest go. */
export const SKIPPED_COPIES = 3;

/**
 * Keeps the file as it was beside it, 0600 like the file itself should be: one copy per
 * distinct content (named by its hash, so loading the same file again at every start
 * writes nothing new), at most SKIPPED_COPIES of them.
 */
function keepSkipped(path: string, text: string): string {
  const aside = `${path}.skipped-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  if (!existsSync(aside)) writeFileSync(aside, text, { mode: 0o600 });
  chmodSync(aside, 0o600);
  const prefix = `${basename(path)}.skipped-`;
  const copies = readdirSync(dirname(path))
    .filter((f) => f.startsWith(prefix))
    .map((f) => join(dirname(path), f))
    .filter((f) => f !== aside)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of copies.slice(SKIPPED_COPIES - 1)) rmSync(old, { force: true });
  return aside;
}

export async function saveProfilesFile(dataDir: string, file: ProfilesFile): Promise<void> {
  // Only the listed fields are written: nothing else (no secret) can ride along.
  const profiles = file.profiles.map((p) => ({
    id: p.id,
    name: p.name,
    baseUrl: p.baseUrl,
    cdn: p.cdn,
    serialization: p.serialization,
    colour: p.colour,
    builtIn: false,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    ...(p.readAliases === undefined ? {} : { readAliases: p.readAliases }),
    ...(p.currency === undefined ? {} : { currency: p.currency }),
    ...(p.reconnectByDefault === undefined ? {} : { reconnectByDefault: p.reconnectByDefault }),
    ...(p.alerts === undefined ? {} : { alerts: p.alerts }),
    ...(p.serializationProbe === undefined ? {} : { serializationProbe: p.serializationProbe }),
  }));
  await writeJsonAtomic(join(dataDir, PROFILES_FILE), { version: 1, activeId: file.activeId, profiles });
}
