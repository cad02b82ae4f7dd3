/**
 * What main remembers of each account's show beyond its board: the Go live selection
 * (shared by every view), which pushes the server's last read listed (so Retry knows the
 * server still holds a failed push), and what was last sent to each destination (what
 * Retry sends again). Per account: a switch finds each account's as it was left.
 */
import type { CommandParams } from '../../../shared/api/catalog';
import type { ServerPush } from '../../../shared/domain/live/board-poll';

export class ShowMemory {
  private readonly selections = new Map<string, number[]>();
  /** `app/inst|key` of every push each account's reads listed, by the scope that listed it. */
  private readonly listed = new Map<string, Set<string>>();
  /** What was last sent to each destination (`account|key`). */
  readonly sent = new Map<string, CommandParams<'pushpublish.connect'>>();

  selection(profileId: string): number[] {
    return this.selections.get(profileId) ?? [];
  }

  select(profileId: string, ids: readonly number[]): void {
    this.selections.set(profileId, [...new Set(ids)].sort((a, b) => a - b));
  }

  /** A destination the server accepted leaves the selection: a second Go live never sends it again. */
  unselect(profileId: string, id: number): void {
    const now = this.selection(profileId);
    if (now.includes(id)) this.selections.set(profileId, now.filter((x) => x !== id));
  }

  /** One scope read again: what it lists replaces what it listed before (a failed read leaves it as last known). */
  noteRead(profileId: string, scope: string, pushes: readonly ServerPush[]): void {
    const listed = new Set([...(this.listed.get(profileId) ?? [])].filter((k) => !k.startsWith(`${scope}|`)));
    for (const p of pushes) listed.add(`${scope}|${p.key}`);
    this.listed.set(profileId, listed);
  }

  /** The server's last read of this account listed a push for the destination (it still holds it, even failed). */
  heldByServer(profileId: string, key: string): boolean {
    for (const k of this.listed.get(profileId) ?? []) if (k.endsWith(`|${key}`)) return true;
    return false;
  }
}
