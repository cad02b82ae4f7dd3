/**
 * What each catalog command's decoded answer must hold, derived from the seeded sandbox
 * state and the sample request (test/fixtures/command-samples): numbers really numbers,
 * the all-zero datetime as null, codes as text, lists present and typed, and values that
 * follow from the request. Used by the client and the CLI tests alike.
 *
 * Each entry runs before the call (reading the state the answer depends on) and returns
 * the check to run on the decoded value afterwards. The mapped type makes a new catalog
 * command without an entry a type error; the tests also compare the keys at run time.
 */
import { expect } from 'vitest';
import type { CommandName, CommandParams, CommandResponse } from '../../../shared/api/catalog';
import { ATTEMPT_REASONS } from '../../../shared/api/records';
import { SANDBOX_APPS, type SandboxHandle } from '../../../electron/sandbox';
import { findApp } from '../../../electron/sandbox/account';
import { remainingOrder } from '../../../electron/sandbox/state/channels';
import { SQL_USERS, cdnHitRows, serverRows, sqlRows, windowStart } from '../../../electron/sandbox/state/daily';
import { recordingFile, streamPattern } from '../../../electron/sandbox/state/live';
import type { TicketRow } from '../../../electron/sandbox/state/tickets';
import { monthFraction, usageData } from '../../../electron/sandbox/state/usage';
import { formatDatetime, NEVER } from '../../../electron/sandbox/time';

export type Expectation<N extends CommandName> = (sb: SandboxHandle, params: CommandParams<N>) => (value: CommandResponse<N>) => void;

const DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const DATE = /^\d{4}-\d\d-\d\d$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The decoded form of a wire datetime: the all-zero value is "never" (null). */
const datetimeOf = (wire: string): string | null => (wire === NEVER ? null : wire);
const flagOf = (wire: string | boolean | null | undefined): boolean | null => (wire === null || wire === undefined ? null : wire === true || wire === '1');
const intOrNull = (wire: unknown): number | null => (wire === null || wire === undefined || wire === '' ? null : Number(wire));

/** A decoded ticket against its stored wire row. */
function expectTicket(t: CommandResponse<'sevu.search'>['tickets'][number], row: TicketRow): void {
  expect(t).toMatchObject({
    key: row.key,
    pass: row.pass,
    ip: row.ip,
    app: row.app,
    video: row.video,
    uses: Number(row.uses),
    active: row.active === '1',
    created_date: row.created_date,
    used_date: datetimeOf(row.used_date),
  });
  expect(typeof t.uses).toBe('number');
  expect(typeof t.active).toBe('boolean');
  if (t.used_date !== null) expect(t.used_date).toMatch(DATETIME);
}

/** 30-day report rows: every numeric member a number equal to the wire text. */
function expectRows(rows: ReadonlyArray<Record<string, unknown>>, wire: ReadonlyArray<Record<string, string>>, numeric: readonly string[], dateMember: string): void {
  expect(rows).toHaveLength(wire.length);
  rows.forEach((row, i) => {
    const w = wire[i]!;
    expect(row[dateMember]).toBe(w[dateMember]);
    expect(row[dateMember]).toMatch(DATE);
    for (const m of numeric) {
      expect(typeof row[m], `${dateMember} ${w[dateMember]} ${m}`).toBe('number');
      expect(row[m]).toBe(Number(w[m]));
    }
  });
}

function streamsOf(sb: SandboxHandle, app: string, inst: string) {
  return sb.state.streams.filter((s) => s.app === app && s.inst === inst);
}

/** A decoded live stream against the sandbox's stream and its running pushes. */
function expectLiveStream(v: CommandResponse<'stream.details'>['stream'], sb: SandboxHandle, s: ReturnType<typeof streamsOf>[number]): void {
  expect(v).toMatchObject({
    name: s.name,
    recording: s.recording,
    connect_time: formatDatetime(s.connectSec),
    publish_time: formatDatetime(s.publishSec),
    video_codec: s.videoCodec,
    audio_codec: s.audioCodec,
  });
  const running = sb.state.sessions.list(s.app, s.inst, s.name);
  expect(v.pushes.map((p) => p.entry_name)).toEqual(running.map((p) => p.entry_name));
  for (const p of v.pushes) expect(p.push_service_id === null || typeof p.push_service_id === 'number').toBe(true);
}

export const DECODED_EXPECTATIONS: { [N in CommandName]: Expectation<N> } = {
  'recording.split': (sb, params) => {
    const [app, inst] = params.app.split('/') as [string, string];
    const matching = streamsOf(sb, app, inst).filter((s) => streamPattern(params.stream).test(s.name));
    const files = matching.map((s) => recordingFile(s.name, s.segmentStartSec));
    expect(matching.length).toBeGreaterThan(1);
    return (v) => {
      expect(v.streams.map((s) => s.name)).toEqual(matching.map((s) => s.name));
      expect(v.streams.map((s) => s.file)).toEqual(files);
      for (const s of v.streams) {
        expect(s.error).toBeNull();
        expect(typeof s.duration).toBe('number');
        expect(s.duration).toBeGreaterThanOrEqual(0);
        expect(s.file).toMatch(/^recordings\/cam_\d-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.mp4$/);
      }
    };
  },

  'usage.data': (sb, params) => {
    const [year, month] = String(params.starttime).split('-').map(Number) as [number, number];
    const wire = usageData(sb.state.seed, { year, month }, monthFraction({ year, month }, sb.state.nowSec())) as Record<string, Record<string, string | number>>;
    const { Total: total, ...types } = wire;
    return (v) => {
      expect(v.data.types.map((t) => t.type)).toEqual(Object.keys(types));
      for (const t of v.data.types) {
        const w = types[t.type]!;
        // usage arrives as text, est_usage as a number: both decode to numbers.
        expect(t).toMatchObject({ usage: Number(w.usage), est_usage: Number(w.est_usage), rate: w.rate, cost: w.cost, est_cost: w.est_cost });
        expect(typeof t.usage).toBe('number');
        expect(typeof t.est_usage).toBe('number');
        for (const money of [t.rate, t.cost, t.est_cost]) expect(money).toMatch(DECIMAL);
      }
      expect(v.data.total).toEqual({ subtotal: total!.subtotal, estimated: total!.estimated });
    };
  },

  'sqldb.usage': (sb, params) => {
    const names = (Array.isArray(params.sqldb) ? params.sqldb : [params.sqldb]).map((n) => SQL_USERS.find((u) => u.id === Number(n) || u.name === n)!);
    const wire = sqlRows(sb.state.seed, names, windowStart(undefined, sb.state.nowSec()));
    return (v) => {
      expect(wire).toHaveLength(30 * names.length);
      expectRows(v.data, wire, ['select_total', 'update_total', 'other_total', 'binlog_total', 'cputime_total'], 'summary_date');
      expect(new Set(v.data.map((r) => r.sqldb_user))).toEqual(new Set(names.map((u) => u.name)));
    };
  },

  'video.cdnhits': (sb, params) => {
    const apps = (Array.isArray(params.app) ? params.app : [params.app]).map((a) => findApp(SANDBOX_APPS, a)!);
    const wire = cdnHitRows(sb.state.seed, apps, windowStart(undefined, sb.state.nowSec()));
    return (v) => {
      expectRows(v.data, wire, ['total'], 'date');
      expect(v.data.every((r) => r.video_backend === apps[0]!.name)).toBe(true);
    };
  },

  'video.servers': (sb, params) => {
    const apps = (Array.isArray(params.app) ? params.app : [params.app]).map((a) => findApp(SANDBOX_APPS, a)!);
    const wire = serverRows(sb.state.seed, apps, windowStart(undefined, sb.state.nowSec()));
    return (v) => {
      expect(wire.length).toBeGreaterThanOrEqual(30);
      expectRows(v.data, wire, ['bytes_total', 'requests_total'], 'date');
    };
  },

  'geoblock.update': (sb, params) => (v) => {
    expect(v.invalid_codes).toEqual([]);
    expect(sb.state.geo.get(params.app)).toEqual(params.geo_codes?.map((c) => c.toUpperCase()));
  },

  'channel.currentchannels': (sb, params) => {
    const channel = sb.state.channels.find((c) => c.name === params.stream)!;
    const order = remainingOrder(channel, sb.state.nowSec());
    return (v) => {
      expect(order.length).toBeGreaterThan(0);
      // The sandbox sends channel1's list as `playlist` and channel2's as `videos`; both decode to playlist.
      expect(v.playlist.map((i) => [i.video, i.start, i.length, i.sort_order])).toEqual(order.map((i) => [i.video, i.start, i.length, i.sort_order]));
    };
  },

  'sevu.status': (sb, params) => {
    const row = { ...sb.state.tickets.get(params.key)!.row };
    return (v) => {
      expect(v.code).toBe('2021');
      expect(v.ticket).not.toBeNull();
      expectTicket(v.ticket!, row);
    };
  },

  'sevu.search': (sb, params) => {
    const rows = sb.state.tickets.list.filter((t) => t.row.app === params.app).slice(0, Number(params.limit)).map((t) => ({ ...t.row }));
    return (v) => {
      expect(v.code).toBe('2031');
      expect(v.tickets).toHaveLength(rows.length);
      expect(rows.length).toBe(Number(params.limit));
      v.tickets.forEach((t, i) => expectTicket(t, rows[i]!));
    };
  },

  'sevu.errorlog': (sb, params) => {
    const { attempts } = sb.state;
    // Newest first: the last rows of the store.
    const rows = Array.from({ length: Math.min(Number(params.limit), attempts.size) }, (_, i) => attempts.row(attempts.size - 1 - i));
    return (v) => {
      expect(v.code).toBe('2041');
      expect(v.errors).toHaveLength(Number(params.limit));
      v.errors.forEach((e, i) => {
        const w = rows[i]!;
        expect(e).toMatchObject({ key: w.key, ip: w.ip, app: w.app, video: w.video, reason: w.reason, datetime: w.datetime, success: w.success === '1' });
        expect(typeof e.success).toBe('boolean');
        expect(e.success).toBe(e.reason === 'Success');
        expect(ATTEMPT_REASONS).toContain(e.reason);
        expect(e.datetime).toMatch(DATETIME);
      });
    };
  },

  'sevu.errorcount': (sb, params) => {
    const { attempts } = sb.state;
    let rejected = 0;
    for (let i = 0; i < attempts.size; i += 1) if (attempts.row(i).success === String(params.success)) rejected += 1;
    return (v) => {
      expect(v.code).toBe('2051');
      expect(typeof v.error_count).toBe('number');
      expect(v.error_count).toBe(rejected);
      expect(rejected).toBeGreaterThan(0);
    };
  },

  'sevu.removestreamuser': (sb, params) => {
    expect(sb.state.streamUsers.some((u) => u.streamuser_id === String(params.streamuser_id))).toBe(true);
    return (v) => {
      expect(v.code).toBe('2081');
      expect(sb.state.streamUsers.some((u) => u.streamuser_id === String(params.streamuser_id))).toBe(false);
    };
  },

  'pushpublish.services': (sb, params) => {
    const [key, value] = Object.entries(params.filters as Record<string, string>)[0]!;
    const wanted = { key, value };
    const rows = sb.state.services.filter((s) => String(s[wanted.key]).includes(wanted.value)).map((s) => ({ ...s }));
    return (v) => {
      expect(rows.length).toBeGreaterThan(1);
      expect(v.services.map((s) => s.push_service_id)).toEqual(rows.map((r) => Number(r.push_service_id)));
      v.services.forEach((s, i) => {
        const w = rows[i]!;
        expect(s.service_name).toContain(wanted.value);
        expect(s).toMatchObject({ dst_host: w.dst_host, dst_port: intOrNull(w.dst_port), lock_servers: intOrNull(w.lock_servers), send_ssl: flagOf(w.send_ssl), push_source: flagOf(w.push_source) });
        expect(typeof s.push_service_id).toBe('number');
      });
    };
  },

  'pushpublish.connect': (sb, params) => {
    const before = sb.state.sessions.list('demo-origin', params.inst!).length;
    return (v) => {
      expect(v.status).toBe('success');
      const sessions = sb.state.sessions.list('demo-origin', params.inst!);
      expect(sessions).toHaveLength(before + 1);
      expect(sessions.at(-1)?.push_service_id).toBe(Number(params.push_service_id));
    };
  },

  'pushpublish.disconnect': (sb, params) => {
    expect(sb.state.sessions.list(params.app, params.inst).length).toBeGreaterThan(0);
    return (v) => {
      expect(v.status).toBe('success');
      // entry_name * stops every push of the account.
      for (const app of SANDBOX_APPS) for (const inst of app.instances) expect(sb.state.sessions.list(app.name, inst)).toEqual([]);
    };
  },

  'cloudstore.status': (sb, params) => {
    const newest = [...sb.state.uploads].reverse().slice(0, Number(params.limit)).map((u) => ({ ...u }));
    return (v) => {
      expect(v.data.map((u) => u.id)).toEqual(newest.map((u) => Number(u.id)));
      v.data.forEach((u, i) => {
        const w = newest[i]!;
        expect(u).toMatchObject({ cdn_id: sb.cdn, status: Number(w.status), created: w.created, path: w.path, message: w.message });
        expect(u.results).toEqual(w.results);
      });
    };
  },

  'sevu.request': (sb, params) => (v) => {
    expect(v.key).toMatch(new RegExp(`^${params.video}\\.[0-9a-f]{14}\\.\\d{8}$`));
    const stored = sb.state.tickets.get(v.key)?.row;
    expect(stored).toMatchObject({ app: params.app, video: params.video, pass: params.pass, uses: String(params.uses), used_date: NEVER, active: '1' });
  },

  'sevu.revoke': (sb, params) => {
    expect(sb.state.tickets.get(params.key)?.row.active).toBe('1');
    return (v) => {
      expect(v.status).toBe('success');
      expect(sb.state.tickets.get(params.key)?.row.active).toBe('0');
    };
  },

  'sevu.liststreamusers': (sb, params) => {
    const rows = sb.state.streamUsers.filter((u) => u.app === params.app).map((u) => ({ ...u }));
    return (v) => {
      expect(rows.length).toBeGreaterThan(1);
      expect(v.streamusers.map((u) => [u.streamuser_id, u.app, u.stream, u.user])).toEqual(rows.map((u) => [Number(u.streamuser_id), u.app, u.stream, u.user]));
    };
  },

  'pushpublish.add': (sb, params) => {
    const id = sb.state.nextServiceId;
    return (v) => {
      expect(v.push_service_id).toBe(id);
      expect(sb.state.services.find((s) => s.push_service_id === String(id))).toMatchObject({ service_name: params.service_name, dst_host: params.dst_host });
    };
  },

  'stream.active': (sb, params) => {
    const live = streamsOf(sb, params.app, params.inst);
    return (v) => {
      expect(v.streams.map((s) => s.name)).toEqual(live.map((s) => s.name));
      v.streams.forEach((s, i) => expectLiveStream(s, sb, live[i]!));
      expect(v.streams.every((s) => typeof s.recording === 'boolean')).toBe(true);
    };
  },

  'stream.details': (sb, params) => {
    const s = streamsOf(sb, params.app, params.inst).find((x) => x.name === params.stream)!;
    return (v) => expectLiveStream(v.stream, sb, s);
  },

  'video.getapps': () => (v) => {
    expect(v.apps).toEqual(SANDBOX_APPS.map((a) => ({ app_id: a.app_id, name: a.name })));
  },
};

/** The expectation of one command, typed loosely for loops over the catalog. */
export function expectationFor(name: CommandName): (sb: SandboxHandle, params: unknown) => (value: unknown) => void {
  return DECODED_EXPECTATIONS[name] as unknown as (sb: SandboxHandle, params: unknown) => (value: unknown) => void;
}
