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

  /** Sets (or, with null, ends) the account's watch and keeps it; true when the target changed. */
  set(profileId: string, target: LiveTarget | null, intervalMs: number): boolean {
    const before = this.byAccount.get(profileId);
    const changed = target?.app !== before?.target.app || target?.inst !== before?.target.inst;
    if (target === null) this.byAccount.delete(profileId);
    else this.byAccount.set(profileId, { target, intervalMs });
    if (changed || before?.intervalMs !== intervalMs) void this.saved?.save(profileId, this.byAccount.get(profileId) ?? null).catch(() => undefined);
    return changed;
  }

  /** Loads the saved watches not set meanwhile; the accounts whose watch came from the file. */
  async load(): Promise<string[]> {
    if (!this.saved) return [];
    const saved = await this.saved.all();
    const fromFile = [...saved.keys()].filter((id) => !this.byAccount.has(id));
    for (const id of fromFile) this.byAccount.set(id, saved.get(id)!);
    return fromFile;
  }
}
