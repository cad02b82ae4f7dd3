/**
 * The accounts that live in memory for this run only, never in profiles.json: the built-in
 * Sandbox and, while a rehearsal runs, its mirror, with whether the mirror is the active
 * account (the file's activeId stays the real one, so a restart opens it).
 */
import { type Profile, SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';

export class RunOnlyAccounts {
  /** A rehearsal mirror while one runs. */
  private mirror: Profile | null = null;
  private mirrorActive = false;

  constructor(private sandbox: Profile) {}

  /** The Sandbox, then the mirror if one is listed. */
  list(): { sandbox: Profile; mirror: Profile | null } {
    return { sandbox: this.sandbox, mirror: this.mirror };
  }

  /** The run-only account with this id, if it is one. */
  get(id: string): Profile | undefined {
    if (id === SANDBOX_PROFILE_ID) return this.sandbox;
    return id === this.mirror?.id ? this.mirror : undefined;
  }

  isMirror(id: string): boolean {
    return id === this.mirror?.id;
  }

  /** The mirror's id while it is the active account, else null. */
  activeMirrorId(): string | null {
    return this.mirrorActive && this.mirror ? this.mirror.id : null;
  }

  setMirrorActive(active: boolean): void {
    this.mirrorActive = active;
  }

  addMirror(profile: Profile): void {
    this.mirror = profile;
    this.mirrorActive = false;
  }

  removeMirror(): void {
    this.mirror = null;
    this.mirrorActive = false;
  }

  /** Replaces the mirror when `id` is the mirror's, else the Sandbox. */
  replace(id: string, next: Profile): void {
    if (this.isMirror(id)) this.mirror = next;
    else this.sandbox = next;
  }
}
