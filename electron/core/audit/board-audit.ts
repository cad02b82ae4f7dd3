/**
 * What a read of the board found by itself, as Activity entries of their own (nothing is
 * sent for them): a destination that dropped (the same moment its notice is raised), an
 * automatic reconnect episode that started (its tries have their own entries, its end the
 * `reconnect.episode` entry), and a destination that went LIVE with nothing sent from this
 * console (a change made outside it). Every entry about a destination names it: the
 * namer gives the audit log the board's label for the parameters of any call.
 */
import { DESTINATION_DROPPED, OUTSIDE_CHANGE, RECONNECT_STARTED, type AuditOutcome, type AuditSource } from '../../../shared/domain/audit';
import type { Board, Destination } from '../../../shared/domain/live/board';
import type { McEvent } from '../../../shared/ipc/events';
import type { AuditLog } from './log';
import { outsideCue } from './cue-scope';
import { runAsSource } from './source-scope';
import { keyOf } from './follow-up';

/** The destination as the audit names its parameters: a stored service by id, else the push's entry name. */
export function destinationParams(key: string): Record<string, unknown> {
  return key.startsWith('svc:') ? { push_service_id: Number(key.slice(4)) } : { entry_name: key.replace(/^entry:/, '') };
}

/** The board's label for the destination a call's parameters name, or null (Disconnect all, not on the board). */
export function boardName(board: Board, params: Record<string, unknown>): string | null {
  const key = keyOf(params);
  return key === null ? null : (board.rows[key]?.label ?? null);
}

export interface BoardNews {
  command: string;
  row: Destination;
  outcome: AuditOutcome;
  resultKind: string;
  message: string;
}

/** Episodes that started between two boards, and rows that went LIVE from OFF with no action of ours. */
export function boardNews(prev: Board, next: Board, now: number, read: boolean): BoardNews[] {
  const out: BoardNews[] = [];
  for (const [key, ep] of Object.entries(next.episodes)) {
    const row = next.rows[key];
    if (row === undefined || ep.episode === null || (prev.episodes[key]?.episode ?? null) !== null) continue;
    const first = ep.dueAt === null ? 'the first try waits for a second read that still shows it gone' : `first try in ${Math.max(0, Math.round((ep.dueAt - now) / 1000))} s`;
    out.push({ command: RECONNECT_STARTED, row, outcome: 'ok', resultKind: 'started', message: `Found off air: ${first}` });
  }
  if (!read) return out;
  for (const row of Object.values(next.rows)) {
    const was = prev.rows[row.key];
    // Nothing sent for it: a new row no action made, or an OFF row no action touched since.
    const untouched = was === undefined ? row.actionTick === 0 : (was.state === 'off' || was.state === 'stopped') && row.actionTick === was.actionTick;
    if (row.state === 'live' && untouched && row.awaiting === null) {
      out.push({ command: OUTSIDE_CHANGE, row, outcome: 'ok', resultKind: 'outside', message: 'Went LIVE outside this console: nothing was sent from here' });
    }
  }
  return out;
}

export class BoardAudit {
  /** Accounts read once already: the first read of a show finds what runs, not a change. */
  private readonly read = new Set<string>();

  constructor(
    private readonly audit: Pick<AuditLog, 'intent' | 'outcome'>,
    private readonly nameOf: (account: string) => string,
    private readonly now: () => number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** A lost destination (main's `live.session.lost`): one entry, FAILED, with the notice's reason. */
  heard(e: McEvent): void {
    if (e.type !== 'live.session.lost' || e.lost.account === undefined) return;
    const { lost } = e;
    this.write(lost.account!.id, { kind: 'read' }, DESTINATION_DROPPED, lost.key, lost.label, { outcome: 'failed', resultKind: lost.to, message: lost.reason });
  }

  /** Any change of an account's board: reconnect episodes that started. */
  boardChanged(account: string, prev: Board, next: Board): void {
    for (const n of boardNews(prev, next, this.now(), false)) this.record(account, n);
  }

  /** A read of an account's board: changes made outside this console (never on its first read). */
  boardRead(account: string, prev: Board, next: Board): void {
    const first = !this.read.has(account);
    this.read.add(account);
    if (first) return;
    for (const n of boardNews({ ...prev, episodes: next.episodes }, next, this.now(), true)) this.record(account, n);
  }

  forget(stale: (account: string) => boolean): void {
    for (const a of [...this.read]) if (stale(a)) this.read.delete(a);
  }

  private record(account: string, n: BoardNews): void {
    const source: AuditSource = n.command === RECONNECT_STARTED ? { kind: 'reconnect' } : { kind: 'read' };
    this.write(account, source, n.command, n.row.key, n.row.label, n);
  }

  private write(account: string, source: AuditSource, command: string, key: string, label: string, o: Pick<BoardNews, 'outcome' | 'resultKind' | 'message'>): void {
    void outsideCue(() => runAsSource(source, async () => {
      const entry = this.audit.intent({ profileId: account, profileName: this.nameOf(account), command, params: destinationParams(key), destination: label });
      this.audit.outcome(entry.id, { outcome: o.outcome, resultKind: o.resultKind, message: o.message, latencyMs: null });
    })).catch(this.onError);
  }
}
