/**
 * The session-state machine of the Live screen. It merges each stream.active answer with
 * what only this console knows: connects on their way, connects whose outcome is unknown,
 * deliberate disconnects (no alarm for those), and sessions that were live and then
 * failed or vanished (reported once, as SessionLost).
 */
import type { LiveStream } from '../../../shared/api/records';
import type { SessionLost } from '../../../shared/ipc/live';
import { detectLost } from './lost';
import {
  type LiveTarget,
  type LiveStreamView,
  type SessionState,
  type SessionView,
  serverSessions,
  streamView,
} from '../../../shared/domain/live/sessions';
import type { Clock, GatewayResult } from '../deps';
import { type ConnectMatch, type Pending, pendingFromResult, pendingMatches, pendingRow } from './pending';

/** A connect the server accepted but does not list after this long becomes "unknown". */
export const ACCEPTED_GRACE_MS = 30_000;
/** Local-only rows (failed, gone, checked) are forgotten after this long. */
export const LOCAL_ROW_TTL_MS = 10 * 60_000;

export class SessionTracker {
  target: LiveTarget | null = null;
  streams: LiveStreamView[] = [];
  fetchedAt: string | null = null;
  pollError: string | null = null;
  private serverRows: SessionView[] = [];
  private readonly pending = new Map<string, Pending>();
  private readonly gone = new Map<string, SessionView>();
  private readonly expectedGone = new Set<string>();
  /** Keys of server sessions seen live since they were last deliberately connected or disconnected (see lost.ts). */
  private readonly wasLive = new Set<string>();
  private seq = 0;

  constructor(private readonly clock: Clock) {}

  private iso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** A new target starts from nothing: rows of another instance must never show here. */
  setTarget(target: LiveTarget | null): void {
    if (target?.app === this.target?.app && target?.inst === this.target?.inst) return;
    this.target = target;
    this.forget();
  }

  /** Drops everything known about the sessions (another account: its rows are not these). */
  forget(): void {
    this.streams = [];
    this.serverRows = [];
    this.fetchedAt = null;
    this.pollError = null;
    this.pending.clear();
    this.gone.clear();
    this.expectedGone.clear();
    this.wasLive.clear();
  }

  /** A deliberate connect starts that session's story afresh: an earlier "was live" no longer counts. */
  beginConnect(match: ConnectMatch, label: string): string {
    for (const row of this.serverRows) if (pendingMatches(match, row)) this.wasLive.delete(row.key);
    const key = `local:${++this.seq}`;
    this.pending.set(key, { key, label, match, state: 'connecting', reason: 'Sending…', since: this.iso(), acceptedAt: null });
    return key;
  }

  /** Records how the connect call ended; a not-sent connect leaves no row (its result line says why). */
  settleConnect(key: string, result: GatewayResult<unknown>): void {
    const p = this.pending.get(key);
    if (!p) return;
    const next = pendingFromResult(p, result, this.clock.now(), this.iso());
    if (next === null) this.pending.delete(key);
    else this.pending.set(key, next);
  }

  /** Rows the operator is about to disconnect on purpose: their disappearance raises no alarm. */
  expectDisconnect(sel: { entryName?: string | undefined; pushServiceId?: number | undefined; stream?: string | undefined }): void {
    for (const row of this.serverRows) {
      const all = sel.entryName === '*';
      const byEntry = sel.entryName !== undefined && row.entryName === sel.entryName;
      const bySvc = sel.pushServiceId !== undefined && row.pushServiceId === sel.pushServiceId && (sel.stream === undefined || row.stream === sel.stream);
      if (all || byEntry || bySvc) {
        this.expectedGone.add(row.key);
        this.wasLive.delete(row.key);
      }
    }
  }

  /** Disconnect all (`*`) succeeded: it stops every push of the account, so every row shown here is off. */
  disconnectedAll(): void {
    const since = this.iso();
    const reason = 'Disconnected by Disconnect all';
    this.serverRows = this.serverRows.map((r): SessionView => ({ ...r, state: 'disconnected', reason, since }));
    for (const p of this.pending.values()) this.pending.set(p.key, { ...p, state: 'disconnected', reason, since, acceptedAt: null });
    for (const r of this.serverRows) this.expectedGone.add(r.key);
    this.wasLive.clear();
  }

  applyPollFailure(message: string): void {
    this.pollError = message;
  }

  /** Merges a fresh server list; returns the sessions that were live and are now failed or gone. */
  applyPoll(streams: readonly LiveStream[]): SessionLost[] {
    const now = this.clock.now();
    const iso = this.iso();
    const prev = new Map(this.serverRows.map((r) => [r.key, r]));
    const rows = serverSessions(streams, prev, iso);
    const { lost, gone } = detectLost(prev, rows, this.expectedGone, this.wasLive, iso);
    for (const g of gone) this.gone.set(g.key, g);
    this.resolvePending(rows, now, iso);
    for (const r of rows) this.gone.delete(r.key);
    this.expire(now);
    this.serverRows = rows;
    this.streams = streams.map(streamView);
    this.fetchedAt = iso;
    this.pollError = null;
    return lost;
  }

  private resolvePending(rows: SessionView[], now: number, iso: string): void {
    for (const p of [...this.pending.values()]) {
      if (rows.some((r) => pendingMatches(p.match, r))) {
        this.pending.delete(p.key);
      } else if (p.state === 'connecting' && p.acceptedAt !== null && now - p.acceptedAt > ACCEPTED_GRACE_MS) {
        const reason = 'The server accepted the connect but does not list the session — check status before sending again';
        this.pending.set(p.key, { ...p, state: 'unknown', reason, since: iso });
      }
    }
  }

  /** After a deliberate status check: an unknown connect the server does not list is known to be off. */
  resolveChecked(): void {
    for (const p of this.pending.values()) {
      if (p.state !== 'unknown') continue;
      const at = this.iso();
      const reason = `Not running on the server (checked ${at.slice(11, 19)} UTC) — safe to connect again`;
      this.pending.set(p.key, { ...p, state: 'disconnected', reason, since: at, acceptedAt: null });
    }
  }

  private expire(now: number): void {
    for (const [key, row] of this.gone) if (now - Date.parse(row.since) > LOCAL_ROW_TTL_MS) this.gone.delete(key);
    for (const [key, p] of this.pending) {
      const settled: SessionState[] = ['failed', 'disconnected'];
      if (settled.includes(p.state) && now - Date.parse(p.since) > LOCAL_ROW_TTL_MS) this.pending.delete(key);
    }
  }

  dismiss(key: string): void {
    this.pending.delete(key);
    this.gone.delete(key);
  }

  sessions(): SessionView[] {
    return [...this.serverRows, ...[...this.pending.values()].map(pendingRow), ...this.gone.values()];
  }
}
