/** The archive's one table, and how its times read as the service writes them. */

export const SERVICE_TEXT = ['key', 'ip', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'reason', 'server_ip'] as const;
/**
 * `t` is null for an attempt the service wrote no readable time for (null, zero or text
 * that is no time): such a row is kept, never dropped, with the text it came with in
 * `t_text` (null when it came with none).
 */
export const TABLE_COLUMNS = 't TIMESTAMPTZ, key VARCHAR NOT NULL, ip VARCHAR, video VARCHAR, app VARCHAR, appinst VARCHAR, pageurl VARCHAR, refurl VARCHAR, success BOOLEAN, reason VARCHAR NOT NULL, server_ip VARCHAR, country VARCHAR, asn INTEGER, ip4 UINTEGER, ip6 VARCHAR, t_text VARCHAR';

/** An archive made before rows without a time were kept: its `t` allowed, and `t_text` added. */
export const TABLE_UPGRADE = ['ALTER TABLE attempts ALTER COLUMN t DROP NOT NULL', 'ALTER TABLE attempts ADD COLUMN IF NOT EXISTS t_text VARCHAR'];

/** `YYYY-MM-DD HH:MM:SS` of a TIMESTAMPTZ column, in UTC. */
export const utcText = (column: string): string => `strftime(${column}::TIMESTAMP, '%Y-%m-%d %H:%M:%S')`;

/** What makes two attempts the same row: every member the service sends, its time's text too. */
export const ROW_MEMBERS = ['t', 't_text', ...SERVICE_TEXT, 'success'];
/** The columns a sync writes, in this order. */
export const SYNC_COLUMNS = 't, t_text, key, ip, video, app, appinst, pageurl, refurl, success, reason, server_ip, country, asn, ip4, ip6';
