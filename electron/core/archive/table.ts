/** The archive's one table, and how its times read as the service writes them. */

export const SERVICE_TEXT = ['key', 'ip', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'reason', 'server_ip'] as const;
export const TABLE_COLUMNS = 't TIMESTAMPTZ NOT NULL, key VARCHAR NOT NULL, ip VARCHAR, video VARCHAR, app VARCHAR, appinst VARCHAR, pageurl VARCHAR, refurl VARCHAR, success BOOLEAN, reason VARCHAR NOT NULL, server_ip VARCHAR, country VARCHAR, asn INTEGER, ip4 UINTEGER, ip6 VARCHAR';

/** `YYYY-MM-DD HH:MM:SS` of a TIMESTAMPTZ column, in UTC. */
export const utcText = (column: string): string => `strftime(${column}::TIMESTAMP, '%Y-%m-%d %H:%M:%S')`;
