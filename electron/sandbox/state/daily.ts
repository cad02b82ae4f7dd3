/**
 * 30-day reports (sqldb.usage, video.cdnhits, video.servers): one row per day and
 * subject, decided by seed + subject + day, numbers as strings as the service sends them.
 */
import { SERVER_NAMES, type SandboxApp } from '../account';
import { createRng, mixSeed } from '../prng';
import { DAY_SEC, dayStart, formatDate } from '../time';

export interface SqlUser {
  id: number;
  name: string;
}

export const SQL_USERS: readonly SqlUser[] = [
  { id: 11, name: 'reports_ro' },
  { id: 12, name: 'app_rw' },
  { id: 13, name: 'etl' },
];

/** First day of the window: a date's day, a month's first day, a timestamp's day, or 29 days ago. */
export function windowStart(starttime: string | number | undefined, nowSec: number): number {
  if (typeof starttime === 'number') return dayStart(starttime);
  if (typeof starttime === 'string') {
    const [y, m, d] = starttime.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d ?? 1) / 1000;
  }
  return dayStart(nowSec) - 29 * DAY_SEC;
}

const days = (start: number): number[] => Array.from({ length: 30 }, (_, i) => start + i * DAY_SEC);
const rngFor = (seed: number, subject: number, day: number) => createRng(mixSeed(seed, subject, day / DAY_SEC));

export function sqlRows(seed: number, users: readonly SqlUser[], start: number): Array<Record<string, string>> {
  return days(start).flatMap((day) =>
    users.map((u) => {
      const r = rngFor(seed, u.id, day);
      return {
        summary_date: formatDate(day),
        sqldb_user: u.name,
        select_total: String(r.int(1000, 900000)),
        update_total: String(r.int(100, 90000)),
        other_total: String(r.int(10, 9000)),
        binlog_total: String(r.int(0, 50_000_000)),
        cputime_total: (r.next() * 3600).toFixed(3),
      };
    }),
  );
}

export function cdnHitRows(seed: number, apps: readonly SandboxApp[], start: number): Array<Record<string, string>> {
  return days(start).flatMap((day) =>
    apps.map((a) => ({
      date: formatDate(day),
      summary_type: '1 VideoCDN',
      video_backend: a.name,
      total: String(rngFor(seed, a.app_id, day).int(5_000, 2_000_000)),
    })),
  );
}

export function serverRows(seed: number, apps: readonly SandboxApp[], start: number): Array<Record<string, string>> {
  const weight = apps.reduce((sum, a) => sum + a.app_id, 0);
  return days(start).flatMap((day) =>
    SERVER_NAMES.map((server, i) => {
      const r = rngFor(seed, weight * 10 + i, day);
      return {
        date: formatDate(day),
        server,
        bytes_total: String(r.int(1_000_000, 9_000_000) * 100_000),
        requests_total: String(r.int(10_000, 3_000_000)),
      };
    }),
  );
}
