/** Reporting commands and cloudstore.status: read-only, decided by seed and dates. */
import { type SandboxApp, findApp } from '../account';
import type { SandboxState } from '../state';
import { SQL_USERS, type SqlUser, cdnHitRows, serverRows, sqlRows, windowStart } from '../state/daily';
import { monthFraction, monthOf, usageData } from '../state/usage';
import { DEFAULT_LIMIT, type Handler, type Reply, fail, ok } from './reply';

const many = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

export const usage: Handler<'usage.data'> = (req, { state }) => {
  const month = monthOf(req.starttime, state.nowSec());
  const data = usageData(state.seed, month, monthFraction(month, state.nowSec()));
  return ok(`Usage for ${month.year}-${String(month.month).padStart(2, '0')}`, { data });
};

function resolve<T>(names: Array<string | number>, find: (n: string | number) => T | undefined, what: string): T[] | Reply {
  const out: T[] = [];
  for (const n of names) {
    const found = find(n);
    if (found === undefined) return fail(`Unknown ${what}: ${n}`);
    out.push(found);
  }
  return out;
}

const findSqlUser = (n: string | number): SqlUser | undefined => SQL_USERS.find((u) => u.id === Number(n) || u.name === n);

export const sqldb: Handler<'sqldb.usage'> = (req, { state }) => {
  const users = resolve(many(req.sqldb), findSqlUser, 'database user');
  if (!Array.isArray(users)) return users;
  const data = sqlRows(state.seed, users, windowStart(req.starttime, state.nowSec()));
  return ok(`${data.length} rows`, { data });
};

function appsOf(state: SandboxState, app: string | number | Array<string | number>): SandboxApp[] | Reply {
  return resolve(many(app), (n) => findApp(state.apps, n), 'application');
}

export const cdnHits: Handler<'video.cdnhits'> = (req, { state }) => {
  const apps = appsOf(state, req.app);
  if (!Array.isArray(apps)) return apps;
  const data = cdnHitRows(state.seed, apps, windowStart(req.starttime, state.nowSec()));
  return ok(`${data.length} rows`, { data });
};

export const servers: Handler<'video.servers'> = (req, { state }) => {
  const apps = appsOf(state, req.app);
  if (!Array.isArray(apps)) return apps;
  const data = serverRows(state.seed, apps, windowStart(req.starttime, state.nowSec()));
  return ok(`${data.length} rows`, { data });
};

export const getApps: Handler<'video.getapps'> = (_req, { state }) =>
  ok(`${state.apps.length} applications`, { apps: state.apps.map((a) => ({ app_id: String(a.app_id), name: a.name })) });

/** Newest first. `data` is ONE object when exactly one request is returned, else a list. */
export const cloudstore: Handler<'cloudstore.status'> = (req, { state }) => {
  const { limit = DEFAULT_LIMIT, offset = 0 } = req;
  const page = [...state.uploads].reverse().slice(offset, offset + limit).map((u) => ({ ...u }));
  return ok(`${page.length} upload requests`, { data: page.length === 1 ? page[0] : page });
};
