/**
 * What the shared-ticket rule needs over 24 h windows, kept beside the attempts: per ticket
 * key and UTC day, how many distinct addresses, countries and networks it was used from.
 * Only days with two or more addresses are kept: a key used from one address in a day is
 * never shared that day (the rule allows at least one address, and one address has one
 * place), and most days of most keys are such days. The 24 h rule then reads this table
 * rather than every attempt. Kept exact: a sync counts again the days it added to (the
 * newest archived day onwards), "forget before date" drops whole days, and an archive made
 * before the table existed is counted once when it opens.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import type { SharingRule } from '../../../shared/domain/insights/types';
import type { DateRange } from './protocol';
import { dateOnly } from './range-sql';

const DAY_HOURS = 24;
const dayOf = (t: string): string => `floor(epoch(${t}) / 86400)::INTEGER`;
const dayOfDate = (date: string): string => dayOf(`TIMESTAMPTZ '${dateOnly(date)} 00:00:00+00'`);

const KEY_DAYS = 'CREATE TABLE IF NOT EXISTS key_days (key VARCHAR NOT NULL, day INTEGER NOT NULL, ips INTEGER NOT NULL, countries INTEGER NOT NULL, networks INTEGER NOT NULL)';

/**
 * Counts again the days from `since`'s (UTC `YYYY-MM-DD HH:MM:SS`; null: every day), the
 * only days a sync from `since` can add attempts to. Addresses as the tally counts them:
 * an IPv4 integer or canonical IPv6 text, never both; the empty key is no ticket; an
 * attempt with no time is in no day.
 */
export async function countKeyDays(db: DuckDBConnection, since: string | null): Promise<void> {
  const from = since === null ? null : dayOf(`TIMESTAMPTZ '${since}+00'`);
  if (from !== null) await db.run(`DELETE FROM key_days WHERE day >= ${from}`);
  await db.run(
    `INSERT INTO key_days SELECT key, ${dayOf('t')} AS day, count(DISTINCT ip4) + count(DISTINCT ip6) AS ips, count(DISTINCT nullif(country, '')) AS countries, count(DISTINCT asn) AS networks
     FROM attempts WHERE key <> '' AND t IS NOT NULL${from === null ? '' : ` AND t >= to_timestamp(${from}::BIGINT * 86400)`} GROUP BY key, day HAVING ips >= 2`,
  );
}

/** Counts every day of an archive made before key_days was kept (or makes the empty table). */
export async function startKeyDays(db: DuckDBConnection): Promise<void> {
  const r = await db.runAndReadAll("SELECT count(*) FROM duckdb_tables() WHERE table_name = 'key_days' AND schema_name = 'main'");
  if (Number(r.getRows()[0]![0]) > 0) return;
  await db.run('BEGIN TRANSACTION');
  await db.run(KEY_DAYS);
  await countKeyDays(db, null);
  await db.run('COMMIT');
}

/** Forgets the days before `date` (`YYYY-MM-DD`, UTC), as the attempts before it are forgotten. */
export async function forgetKeyDays(db: DuckDBConnection, date: string): Promise<void> {
  await db.run(`DELETE FROM key_days WHERE day < ${dayOfDate(date)}`);
}

/**
 * The keys the rule finds shared in some day of the range, or null when its window is not
 * a UTC day or it allows no address at all (the tally then follows every key's windows).
 */
export function sharedKeysSql(rule: SharingRule, range: DateRange): string | null {
  if (rule.windowHours !== DAY_HOURS || !(rule.maxIps >= 1)) return null;
  const where = [`(ips > ${Number(rule.maxIps)} OR countries >= 2 OR networks >= 2)`];
  if (range.fromDate !== undefined) where.push(`day >= ${dayOfDate(range.fromDate)}`);
  if (range.toDate !== undefined) where.push(`day <= ${dayOfDate(range.toDate)}`);
  return `SELECT DISTINCT key FROM key_days WHERE ${where.join(' AND ')}`;
}
