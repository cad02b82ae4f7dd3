/**
 * An in-memory stand-in for the ticket API, for unit tests: serves sevu.search,
 * sevu.errorlog and sevu.errorcount pages from generated rows, with a delay per request,
 * and records how many requests were in flight at once and which seeks were asked.
 */
import type { Attempt, Ticket } from '../../../shared/api/records';
import type { ViewersCall } from '../../../electron/core/viewers/export-run';

export interface FakeApiOptions {
  attempts?: number;
  tickets?: number;
  delayMs?: number;
  /** Seeks that fail (as an API failure) instead of answering. */
  failAtSeek?: number[];
}

export function attemptAt(i: number): Attempt {
  const reasons = ['Success', 'Invalid IP Address', 'Expiration date surpassed', 'Exceeded max views'];
  const reason = reasons[i % reasons.length] as string;
  return {
    key: `cam_1.${i.toString(16).padStart(8, '0')}.1`, datetime: '2026-11-01 10:00:00', ip: `203.0.113.${i % 250}`,
    video: 'cam_1', app: 'demo-origin', appinst: 'live', pageurl: `https://example.com/watch?a=1,b="${i}"`,
    refurl: i % 7 === 0 ? 'line one\nline two' : null, success: reason === 'Success', reason, server_ip: '198.51.100.7',
  };
}

export function ticketAt(i: number): Ticket {
  return {
    key: `vod.${i}`, pass: `p,${i}`, ip: 'auto', video: 'a|b*', app: 'vod-archive', created_date: '2026-10-01 00:00:00',
    used_date: i % 2 === 0 ? null : '2026-10-02 00:00:00', uses: i % 5, active: i % 3 !== 0,
  };
}

export function createFakeApi(o: FakeApiOptions = {}) {
  const stats = { inFlight: 0, maxInFlight: 0, requests: [] as Array<{ command: string; seek: number; limit: number }>, aborted: 0 };
  const envelope = { status: 'success' as const, message: null, handle_time: 0.001, code: null };
  const call = (async (command, params, options) => {
    const p = params as Record<string, unknown>;
    const seek = Number(p.seek ?? 0);
    const limit = Number(p.limit ?? 100);
    stats.requests.push({ command, seek, limit });
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    try {
      await new Promise((r) => setTimeout(r, o.delayMs ?? 1));
      if (options?.signal?.aborted === true) {
        stats.aborted += 1;
        return { ok: false, error: { kind: 'cancelled', message: 'cancelled' } };
      }
      if ((o.failAtSeek ?? []).includes(seek)) {
        return { ok: false, error: { kind: 'api_failure', code: '0004', message: 'Rejected by the server: unexpected error', serverMessage: 'unexpected error' } };
      }
      const meta = { latencyMs: 1, attempts: 1, handleTime: 0.001, code: null, message: null, clockOffsetMs: 0 };
      const only = (rows: Attempt[]) => (p.success === undefined ? rows : rows.filter((a) => a.success === (p.success === 1)));
      if (command === 'sevu.errorcount') {
        return { ok: true, value: { ...envelope, error_count: only(range(o.attempts ?? 0, attemptAt)).length }, meta };
      }
      if (command === 'sevu.errorlog') {
        return { ok: true, value: { ...envelope, errors: only(range(o.attempts ?? 0, attemptAt)).slice(seek, seek + limit) }, meta };
      }
      return { ok: true, value: { ...envelope, tickets: range(o.tickets ?? 0, ticketAt).slice(seek, seek + limit) }, meta };
    } finally {
      stats.inFlight -= 1;
    }
  }) as ViewersCall;
  return { call, stats };
}

const cache = new Map<string, unknown[]>();
function range<T>(n: number, make: (i: number) => T): T[] {
  const id = `${make.name}:${n}`;
  if (!cache.has(id)) cache.set(id, Array.from({ length: n }, (_, i) => make(i)));
  return cache.get(id) as T[];
}
