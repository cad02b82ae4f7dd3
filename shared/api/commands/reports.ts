import * as z from 'zod';
import { defineCommand } from '../define';
import { responseOf } from '../envelope';
import { once } from '../lazy';
import { appRecord, cdnHitsRecord, serverDayRecord, sqlDayRecord, usageEntryRecord, usageTotalRecord } from '../records';
import { wireArray } from '../wire/lists';
import { withListMember } from '../wire/list-member';
import { reqStarttime } from '../wire/requests';

/** usage.data's key for the subtotal/estimate pair; every other key is a usage type. */
export const USAGE_TOTAL_KEY = 'Total';

/**
 * usage.data `data`: an object keyed by usage type plus `Total`. Decoded to a list of
 * types (in the order the server sent them) and the total, so callers never have to
 * skip `Total` themselves. `[]` (PHP's empty object) is no types; an entry that is not an
 * object at all keeps its type with every figure unreadable (the raw value kept).
 */
const usageData = once(() => z
  .unknown()
  .transform((raw) => {
    const types: Array<{ type: string } & z.output<ReturnType<typeof usageEntryRecord>>> = [];
    let total: z.output<ReturnType<typeof usageTotalRecord>> | null = null;
    const entries = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? Object.entries(raw) : [];
    for (const [key, value] of entries) {
      const schema = key === USAGE_TOTAL_KEY ? usageTotalRecord() : usageEntryRecord();
      const parsed = schema.safeParse(value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {});
      if (!parsed.success) continue; // no key members: cannot happen, kept total
      const entry = typeof value === 'object' && value !== null && !Array.isArray(value) ? parsed.data : { ...parsed.data, unreadable: { '': value } };
      if (key === USAGE_TOTAL_KEY) total = entry as z.output<ReturnType<typeof usageTotalRecord>>;
      else types.push({ type: key, ...(entry as z.output<ReturnType<typeof usageEntryRecord>>) });
    }
    return { types, total };
  }));

export const usageDataCommand = defineCommand({
  name: 'usage.data',
  title: 'Account usage',
  area: 'reports',
  summary: 'One month of account usage and charges by usage type',
  request: () => z.strictObject({ starttime: reqStarttime().optional() }),
  response: () => responseOf({ data: usageData() }),
  mutates: false,
  idempotent: true,
  documented: true,
});

const idOrName = once(() => z.union([z.number().int().nonnegative(), z.string().trim().min(1)]));
const oneOrMany = once(() => z.union([idOrName(), z.array(idOrName()).min(1, 'name at least one')]));

export const sqldbUsage = defineCommand({
  name: 'sqldb.usage',
  title: 'Database usage',
  area: 'reports',
  summary: '30 days of per-day SQL totals per database user (id, name, or a list)',
  request: () => z.strictObject({ sqldb: oneOrMany(), starttime: reqStarttime().optional() }),
  response: () => withListMember({ member: 'data', noun: 'database usage days' }, responseOf({ data: wireArray(sqlDayRecord()) }, ['data'])),
  mutates: false,
  idempotent: true,
  documented: true,
  readAlias: { name: 'mysql.usage', members: { sqldb: 'mysql' } },
});

export const videoCdnHits = defineCommand({
  name: 'video.cdnhits',
  title: 'CDN hits',
  area: 'reports',
  summary: '30 days of video-CDN requests per day and application',
  request: () => z.strictObject({ app: oneOrMany(), starttime: reqStarttime().optional() }),
  response: () => withListMember({ member: 'data', noun: 'CDN hit days' }, responseOf({ data: wireArray(cdnHitsRecord()) }, ['data'])),
  mutates: false,
  idempotent: true,
  documented: true,
});

export const videoServers = defineCommand({
  name: 'video.servers',
  title: 'Server usage',
  area: 'reports',
  summary: '30 days of video bytes and requests per server and day',
  request: () => z.strictObject({ app: oneOrMany(), starttime: reqStarttime().optional() }),
  response: () => withListMember({ member: 'data', noun: 'server usage days' }, responseOf({ data: wireArray(serverDayRecord()) }, ['data'])),
  mutates: false,
  idempotent: true,
  documented: true,
  note: 'The spec leaves the name out; video.servers is the name in the public docs (docs/service-notes.md).',
});

/**
 * video.getapps' list in the forms a service may write it: names as strings
 * (`["live","vod"]`), objects naming the app, or an object keyed by name
 * (`{"live": {...}}`, `{"live": 1}`); each becomes an object with its `name`.
 */
function appEntries(v: unknown): unknown {
  if (Array.isArray(v)) return v.map((a) => (typeof a === 'string' ? { name: a } : a));
  if (v === null || typeof v !== 'object') return v;
  const entries = Object.entries(v as Record<string, unknown>);
  const named = (x: unknown): boolean => x !== null && typeof x === 'object' && ['name', 'app', 'application', 'app_name'].some((m) => m in (x as object));
  if (entries.length === 0 || named(v) || entries.every(([, x]) => named(x))) return v;
  return entries.map(([name, x]) => (x !== null && typeof x === 'object' && !Array.isArray(x) ? { ...(x as object), name } : { name }));
}

export const videoGetApps = defineCommand({
  name: 'video.getapps',
  title: 'List applications',
  area: 'reports',
  summary: 'Application names and ids of the account',
  request: () => z.strictObject({}),
  response: () => withListMember(
    { member: 'apps', noun: 'applications', also: ['applications'] },
    responseOf({ apps: z.preprocess(appEntries, wireArray(appRecord())) }, ['apps']),
  ),
  mutates: false,
  idempotent: true,
  documented: false,
  note: 'Shape not public: apps may arrive as apps, data or applications; as names, as objects naming the app (name, app, application, app_name; an id may come too) or keyed by name.',
});
