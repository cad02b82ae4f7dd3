/**
 * One account's show in main: its own poll loop and what its last read found. Every
 * account with a watch has one, on screen or not; each poll is an act of main's own FOR
 * that account (gateway/acting-for.ts), so it goes to that account's client whatever is
 * active. A read that cannot tell (a null or unreadable list, a push with no id the
 * console can match: push-match.ts) says so per scope, and the board holds those rows.
 */
import type { FollowUpCause } from '../../../shared/domain/audit';
import type { Board, BoardEvent } from '../../../shared/domain/live/board';
import type { ServerPush } from '../../../shared/domain/live/board-poll';
import { matchPushes } from '../../../shared/domain/live/push-match';
import { type LiveStreamView, type LiveTarget, streamView } from '../../../shared/domain/live/sessions';
import { actFor } from '../gateway/acting-for';
import type { FeatureDeps } from '../deps';
import type { BoardStore } from './board-store';
import { Poller, type Timers } from './poller';
import type { ShowMemory } from './show-memory';

/** Cache keys may hold only letters, digits and . : / - _ (shared/ipc/api.ts). */
export function safeKeyPart(v: string): string {
  return v.replace(/[^\w.:/-]/g, '_');
}

export interface ShowContext {
  deps: FeatureDeps;
  boards: BoardStore;
  memory: ShowMemory;
  target: (account: string) => LiveTarget | null;
  wanted: (account: string) => boolean;
  /** One change of the account's board, published. */
  dispatch: (e: BoardEvent, account: string) => void;
  onRead?: BoardReadListener;
}

/** Hears each read's change of an account's board (what the audit log follows, audit/follow-up.ts). */
export type BoardReadListener = (profileId: string, prev: Board, next: Board, cause: FollowUpCause) => void;

export class AccountShow {
  streams: LiveStreamView[] = [];
  fetchedAt: string | null = null;
  pollError: string | null = null;
  failingSince: string | null = null;
  /** Check status asked for the next read: what it finds is "by Check status". */
  checkAsked = false;
  readonly poller: Poller;

  constructor(private readonly account: string, private readonly ctx: ShowContext, timers: Timers, intervalMs: number) {
    this.poller = new Poller(() => actFor(account, () => this.pollOnce()), timers, intervalMs, () => ctx.wanted(account), () => ctx.deps.clock.now());
  }

  forgetTarget(): void {
    this.streams = [];
    this.fetchedAt = null;
    this.pollError = null;
    this.failingSince = null;
  }

  /** The watched target first, then every other app/inst a stored service or a running row names. */
  scopes(target: LiveTarget): LiveTarget[] {
    const seen = new Map<string, LiveTarget>([[`${target.app}/${target.inst}`, target]]);
    for (const r of this.ctx.boards.rows(this.account)) {
      const inst = r.state === 'off' ? target.inst : (r.inst ?? target.inst);
      if (r.app !== null && !seen.has(`${r.app}/${inst}`)) seen.set(`${r.app}/${inst}`, { app: r.app, inst });
    }
    return [...seen.values()];
  }

  private async pollOnce(): Promise<void> {
    const { deps, boards } = this.ctx;
    const target = this.ctx.target(this.account);
    // Read now, before any await: a read already in flight when Check status was pressed is not its read.
    const cause: FollowUpCause = this.checkAsked ? 'check' : 'read';
    this.checkAsked = false;
    if (target === null) return;
    const requestedTick = boards.board(this.account).tick;
    const scopes = this.scopes(target);
    const answers = await Promise.all(
      scopes.map((s, i) => deps.gateway.call('stream.active', { app: s.app, inst: s.inst }, i === 0 ? { cacheKey: `live:active:${safeKeyPart(s.app)}/${safeKeyPart(s.inst)}` } : {})),
    );
    // The account's watch changed meanwhile: this answer describes another target.
    if (this.ctx.target(this.account) !== target) return;
    const at = deps.clock.now();
    const read: string[] = [];
    const pushes: ServerPush[] = [];
    const unsure: Record<string, 'unmatched' | 'unreadable'> = {};
    const rows = boards.board(this.account).rows;
    answers.forEach((r, i) => {
      if (!r.ok) return;
      const scope = `${scopes[i]!.app}/${scopes[i]!.inst}`;
      const marks = (r.value as { unreadable?: Record<string, unknown> }).unreadable;
      if (marks?.streams !== undefined) {
        unsure[scope] = 'unreadable';
        return;
      }
      const found = matchPushes(rows, r.value.streams, scopes[i]!.app, scopes[i]!.inst);
      this.ctx.memory.noteRead(this.account, scope, found.pushes);
      if (found.unmatched) unsure[scope] = 'unmatched';
      else read.push(scope);
      pushes.push(...found.pushes);
    });
    const first = answers[0]!;
    if (first.ok) {
      this.streams = first.value.streams.map(streamView);
      this.fetchedAt = new Date(at).toISOString();
      this.pollError = null;
      this.failingSince = null;
    } else {
      this.pollError = first.error.message;
      this.failingSince ??= new Date(at).toISOString();
    }
    const prev = boards.board(this.account);
    this.ctx.dispatch({ type: 'poll', at, requestedTick, scopes: read, pushes, ...(Object.keys(unsure).length > 0 ? { unsure } : {}) }, this.account);
    this.ctx.onRead?.(this.account, prev, boards.board(this.account), cause);
  }
}
