/**
 * The archive's settings as typed on the Archive screen: the trailing window every sync
 * reads again (hours) and the service's retention (days), read into numbers or refused
 * with what is wrong with each, in words. The limits are main's (ARCHIVE_SETTING_LIMITS):
 * a value the screen accepts is one main accepts.
 */
import { ARCHIVE_SETTING_LIMITS, type ArchiveSettings } from './types';

export type ArchiveSettingsDraft = Record<keyof ArchiveSettings, string>;
export type ArchiveSettingsProblems = Partial<Record<keyof ArchiveSettings, string>>;

const NAMES: Record<keyof ArchiveSettings, { what: string; unit: string }> = {
  windowHours: { what: 'The trailing window', unit: 'hours' },
  retentionDays: { what: "The service's retention", unit: 'days' },
};

export function draftOf(s: ArchiveSettings): ArchiveSettingsDraft {
  return { windowHours: String(s.windowHours), retentionDays: String(s.retentionDays) };
}

function wholeIn(name: keyof ArchiveSettings, typed: string): number | string {
  const { min, max } = ARCHIVE_SETTING_LIMITS[name];
  const { what, unit } = NAMES[name];
  const range = `from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')} ${unit}`;
  const text = typed.trim();
  if (text === '') return `${what} is empty: a whole number of ${unit}, ${range}.`;
  if (!/^\d+$/.test(text)) return `${what} is "${text}", not a whole number of ${unit}: ${range}.`;
  const n = Number(text);
  if (n < min || n > max) return `${what} is ${n.toLocaleString('en-US')} ${unit}: it can be ${range}.`;
  return n;
}

/**
 * The settings typed, or what is wrong with each. A window longer than the retention is
 * refused too: it would re-read attempts the service no longer keeps, on every sync.
 */
export function readSettingsDraft(d: ArchiveSettingsDraft): { ok: true; value: ArchiveSettings } | { ok: false; problems: ArchiveSettingsProblems } {
  const windowHours = wholeIn('windowHours', d.windowHours);
  const retentionDays = wholeIn('retentionDays', d.retentionDays);
  const problems: ArchiveSettingsProblems = {};
  if (typeof windowHours === 'string') problems.windowHours = windowHours;
  if (typeof retentionDays === 'string') problems.retentionDays = retentionDays;
  if (typeof windowHours === 'number' && typeof retentionDays === 'number' && windowHours > retentionDays * 24) {
    problems.windowHours = `The trailing window (${windowHours.toLocaleString('en-US')} hours) is longer than the service keeps its log (${retentionDays.toLocaleString('en-US')} days = ${(retentionDays * 24).toLocaleString('en-US')} hours): at most ${(retentionDays * 24).toLocaleString('en-US')}.`;
  }
  if (typeof windowHours === 'number' && typeof retentionDays === 'number' && Object.keys(problems).length === 0) return { ok: true, value: { windowHours, retentionDays } };
  return { ok: false, problems };
}
