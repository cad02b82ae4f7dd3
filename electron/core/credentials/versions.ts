/**
 * A version for each account's credentials, changed whenever they may have changed, so
 * the clients built from them are rebuilt. A vault lock or unlock changes every account's.
 */
export class CredentialVersions {
  private readonly perAccount = new Map<string, number>();
  private epoch = 0;

  of(profileId: string): string {
    return `${this.epoch}.${this.perAccount.get(profileId) ?? 0}`;
  }

  bump(profileId: string): void {
    this.perAccount.set(profileId, (this.perAccount.get(profileId) ?? 0) + 1);
  }

  /** Every account's credentials may have changed (the vault locked or unlocked). */
  bumpAll(): void {
    this.epoch += 1;
  }
}
