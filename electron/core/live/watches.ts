/**
 * Each account's watch in main (application, instance, poll interval): a switch finds
 * each account's own, and every change is kept in `live-watch.json` (watch-store.ts) so
 * the next start resumes it. A watch set in this run is newer than the file's.
 */
import type { LiveTarget } from '../../../shared/domain/live/sessions';
import type { SavedWatch, WatchStore } from './watch-store';

export class Watches {
  private readonly byAccount = new Map<string, SavedWatch>();

  constructor(private readonly saved?: WatchStore) {}

  get(profileId: string): SavedWatch | undefined {
    return this.byAccount.get(profileId);
  }

  /** Every account with a watch (each one's show runs, on screen or not). */
  accounts(): string[] {
    return [...this.byAccount.keys()];
  }

  /** Sets (or, with null, ends) the account's watch and keeps it; true when the target changed. */
  set(profileId: string, target: LiveTarget | null, intervalMs: number): boolean {
    const before = this.byAccount.get(profileId);
    const changed = target?.app !== before?.target.app || target?.inst !== before?.target.inst;
    if (target === null) this.byAccount.delete(profileId);
    else this.byAccount.set(profileId, { target, intervalMs });
    if (changed || before?.intervalMs !== intervalMs) void this.saved?.save(profileId, this.byAccount.get(profileId) ?? null).catch(() => undefined);
    return changed;
  }

  /** Loads the saved watches not set meanwhile; true when `profileId`'s came from the file. */
  async load(profileId: string): Promise<boolean> {
    if (!this.saved) return false;
    const saved = await this.saved.all();
    const fromFile = !this.byAccount.has(profileId) && saved.has(profileId);
    for (const [id, w] of saved) if (!this.byAccount.has(id)) this.byAccount.set(id, w);
    return fromFile;
  }
}
