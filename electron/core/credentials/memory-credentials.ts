/**
 * Credentials held in memory only, for accounts whose secrets change every launch (the
 * Sandbox, a rehearsal mirror), with their other secrets (a run sheet's stream key…).
 * No store is ever touched for them.
 */
import type { Credentials } from './store';

export class MemoryCredentials {
  private readonly creds = new Map<string, Credentials>();
  private readonly extras = new Map<string, Map<string, string>>();

  has(profileId: string): boolean {
    return this.creds.has(profileId);
  }

  get(profileId: string): Credentials | undefined {
    return this.creds.get(profileId);
  }

  set(profileId: string, creds: Credentials): void {
    this.creds.set(profileId, creds);
  }

  /** Forgets the account's credentials and other secrets; true when it had credentials. */
  drop(profileId: string): boolean {
    this.extras.delete(profileId);
    return this.creds.delete(profileId);
  }

  getExtra(profileId: string, name: string): string | null {
    return this.extras.get(profileId)?.get(name) ?? null;
  }

  /** Keeps (or, with null, forgets) one other secret. */
  setExtra(profileId: string, name: string, value: string | null): void {
    const mem = this.extras.get(profileId) ?? new Map<string, string>();
    if (value === null) mem.delete(name);
    else mem.set(name, value);
    this.extras.set(profileId, mem);
  }
}
