/**
 * An account's archive settings, kept beside its archive (`settings.json`, 0600, written
 * atomically): the trailing window every sync reads again, the service's retention, and
 * whether the service's `datetime` filter was found inclusive (`on or after`, as the spec
 * says) or exclusive (`after`): probed once (sync-probe.ts), then kept. Until it is known
 * a sync reads from a second earlier.
 */
import { join } from 'node:path';
import { ARCHIVE_SETTING_LIMITS, type ArchiveSettings } from '../../../shared/domain/archive/types';
import { readJsonFile, writeJsonAtomic } from '../fs/atomic';

export type DatetimeFilter = 'inclusive' | 'exclusive';

export interface StoredArchiveSettings extends ArchiveSettings {
  datetimeFilter: DatetimeFilter | null;
}

const SETTINGS_FILE = 'settings.json';

const within = (v: unknown, l: { min: number; max: number; default: number }): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= l.min && v <= l.max ? v : l.default;

/** The settings kept in `dir` (the archive's folder); the defaults for what is not there. A file that is no JSON is refused in words. */
export async function readArchiveSettings(dir: string): Promise<StoredArchiveSettings> {
  const read = await readJsonFile(join(dir, SETTINGS_FILE));
  if (read.found && 'problem' in read) throw new Error(`The archive's settings cannot be read: ${read.problem}`);
  const raw = (read.found ? read.value : {}) as Partial<Record<keyof StoredArchiveSettings, unknown>>;
  return {
    windowHours: within(raw.windowHours, ARCHIVE_SETTING_LIMITS.windowHours),
    retentionDays: within(raw.retentionDays, ARCHIVE_SETTING_LIMITS.retentionDays),
    datetimeFilter: raw.datetimeFilter === 'inclusive' || raw.datetimeFilter === 'exclusive' ? raw.datetimeFilter : null,
  };
}

/** Writes of each folder's file, one after another: a probe's answer and a change from the screen never lose each other. */
const writing = new Map<string, Promise<unknown>>();

/** Changes some settings, keeping the others; answers them all. */
export function writeArchiveSettings(dir: string, change: Partial<StoredArchiveSettings>): Promise<StoredArchiveSettings> {
  const write = async (): Promise<StoredArchiveSettings> => {
    const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const next = { ...(await readArchiveSettings(dir)), ...given };
    await writeJsonAtomic(join(dir, SETTINGS_FILE), next);
    return next;
  };
  const done = (writing.get(dir) ?? Promise.resolve()).then(write, write);
  const settled = done.catch(() => undefined);
  writing.set(dir, settled);
  void settled.then(() => writing.get(dir) === settled && writing.delete(dir));
  return done;
}
