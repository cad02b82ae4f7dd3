/**
 * profiles.json as held in memory: the operator's accounts and the remembered active id.
 * Changes run one at a time, each from the state the previous one left, and the memory
 * changes only once the file is written.
 */
import type { Profile } from '../../../shared/domain/profile';
import { type ProfilesFile, saveProfilesFile } from './file';

export class SavedProfiles {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataDir: string,
    private file: ProfilesFile,
  ) {}

  /** In the order they were created. */
  profiles(): Profile[] {
    return this.file.profiles;
  }

  activeId(): string | null {
    return this.file.activeId;
  }

  find(id: string): Profile | undefined {
    return this.file.profiles.find((p) => p.id === id);
  }

  has(id: string): boolean {
    return this.file.profiles.some((p) => p.id === id);
  }

  /** Runs `op` after every change queued before it. */
  exclusive<T>(op: () => Promise<T>): Promise<T> {
    const run = this.queue.then(op);
    this.queue = run.catch(() => {});
    return run;
  }

  add(profile: Profile): Promise<void> {
    return this.commit({ ...this.file, profiles: [...this.file.profiles, profile] });
  }

  replace(id: string, next: Profile): Promise<void> {
    return this.commit({ ...this.file, profiles: this.file.profiles.map((p) => (p.id === id ? next : p)) });
  }

  /** Deletes the account; if it was the active one, none is remembered. */
  remove(id: string): Promise<void> {
    const profiles = this.file.profiles.filter((p) => p.id !== id);
    return this.commit({ ...this.file, profiles, activeId: this.file.activeId === id ? null : this.file.activeId });
  }

  setActive(id: string): Promise<void> {
    return this.commit({ ...this.file, activeId: id });
  }

  private async commit(next: ProfilesFile): Promise<void> {
    await saveProfilesFile(this.dataDir, next);
    this.file = next;
  }
}
