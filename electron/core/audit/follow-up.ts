/**
 * One truth across screens: a connect the server accepted is not yet a destination on
 * air, and an UNKNOWN is not an answer. After such a call ends, the destination it acted
 * on is followed on the board of its account; each state a later read gives it is
 * appended to the audit log as a follow-up of that entry (the log stays append-only),
 * until the destination settles (LIVE, FAILED, OFF, STOPPED) or a newer action on it
 * takes over. So Activity reads "accepted — then FAILED: …" and "UNKNOWN → LIVE by Check
 * status", as the board does.
 */
import type { AuditEntry, AuditFollowUp, FollowUpCause } from '../../../shared/domain/audit';
import type { Board, DestState } from '../../../shared/domain/live/board';
import { destinationKey } from '../../../shared/domain/live/sessions';
import { setBounded } from '../../../shared/domain/bounded';

const FOLLOWED_COMMANDS = new Set(['pushpublish.connect', 'pushpublish.disconnect']);
/** States a destination passes through on its way; once it leaves them there is nothing more to follow. */
const ON_ITS_WAY = new Set<DestState>(['connecting', 'unknown', 'disconnecting']);

export interface FollowUpWriter {
  followUp(entry: AuditEntry, f: AuditFollowUp): AuditEntry;
}

/** The board key a connect or disconnect acted on, or null (Disconnect all, an unnamed push). */
function keyOf(params: Record<string, unknown>): string | null {
  const id = params.push_service_id;
  const name = params.entry_name;
  if (id !== undefined && id !== null && id !== '') return Number.isFinite(Number(id)) ? destinationKey({ push_service_id: Number(id) }) : null;
  if (typeof name === 'string' && name !== '' && name !== '*') return destinationKey({ entry_name: name });
  return null;
}

/**
 * Destinations followed at once, at most: one entry per account and destination acted on,
 * left only by a board read, so an account never read again (deleted, its show ended)
 * would keep its entries. 2,000 is every destination of ten accounts of 200.
 */
const MAX_FOLLOWED = 2_000;

export class DestinationFollower {
  /** `<profileId> <key>` → the entry followed there (the newest action on that destination). */
  private readonly following = new Map<string, AuditEntry>();

  /** How many destinations are followed now (for the bound's test). */
  get size(): number {
    return this.following.size;
  }

  constructor(
    private readonly audit: FollowUpWriter,
    private readonly now: () => number,
    private readonly onWriteError: (err: unknown) => void,
  ) {}

  /** A finished call: a connect or disconnect the server accepted, or whose outcome is unknown, is followed. */
  entryFinished(entry: AuditEntry): void {
    if (!FOLLOWED_COMMANDS.has(entry.command) || (entry.outcome !== 'ok' && entry.outcome !== 'unknown')) return;
    const key = keyOf(entry.params);
    if (key !== null) setBounded(this.following, `${entry.profileId} ${key}`, entry, MAX_FOLLOWED);
  }

  /** The board of `profileId` after a read (`cause`): each followed destination whose state changed gets a follow-up. */
  boardRead(profileId: string, prev: Board, next: Board, cause: FollowUpCause): void {
    for (const [at, entry] of this.following) {
      if (entry.profileId !== profileId) continue;
      const key = at.slice(profileId.length + 1);
      const was = prev.rows[key];
      const row = next.rows[key];
      // Gone from the board, or settled already by the call's own answer (a disconnect's STOPPED).
      if (row === undefined || was === undefined || !ON_ITS_WAY.has(was.state)) {
        this.following.delete(at);
        continue;
      }
      if (was.state === row.state) continue;
      const f: AuditFollowUp = { time: new Date(this.now()).toISOString(), destination: row.label, state: row.state, reason: row.reason, cause };
      let updated = entry;
      try {
        updated = this.audit.followUp(entry, f);
      } catch (err) {
        this.onWriteError(err);
      }
      if (ON_ITS_WAY.has(row.state)) this.following.set(at, updated);
      else this.following.delete(at);
    }
  }
}
