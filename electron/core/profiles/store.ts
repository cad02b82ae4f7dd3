/**
 * Account profiles: create, edit, duplicate, delete, choose the active one. No network
 * is needed for any of it. The Sandbox profile is always present and is the active one
 * whenever the chosen profile is gone. Every change is saved before it is reported.
 */
import { randomUUID } from 'node:crypto';
import { type Profile, type ProfileAlertSettings, type ProfileFields, SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import type { SerializationProbe } from '../../../shared/domain/serialization';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import type { Clock } from '../deps';
import { type AccountPlaces, amendAccount, settleAccount } from './account-settings';
import { accountNotFound, definedOnly, editableAccount, freeCopyName, MIRROR_FIXED, pickFields } from './edit-rules';
import { loadProfilesFile } from './file';
import { RunOnlyAccounts } from './run-only';
import { type SandboxConnection, sandboxProfile } from './sandbox-profile';
import { SavedProfiles } from './saved';
import { checkProfileFields } from './validate';

export class ProfileStore {
  private constructor(
    private readonly saved: SavedProfiles,
    /** The Sandbox and a rehearsal mirror: in memory only, never in profiles.json. */
    private readonly runOnly: RunOnlyAccounts,
    private readonly clock: Clock,
    /** Problems found while loading profiles.json, for the log. */
    readonly loadProblems: string[],
  ) {}

  static open(dataDir: string, sandbox: SandboxConnection | null, clock: Clock): ProfileStore {
    const loaded = loadProfilesFile(dataDir, () => clock.now());
    const boot = new Date(clock.now()).toISOString();
    return new ProfileStore(new SavedProfiles(dataDir, loaded.file), new RunOnlyAccounts(sandboxProfile(sandbox, boot)), clock, loaded.problems);
  }

  /** Sandbox first, then the operator's profiles in the order they were created, then a rehearsal mirror. */
  list(): Profile[] {
    const { sandbox, mirror } = this.runOnly.list();
    return [sandbox, ...this.saved.profiles(), ...(mirror ? [mirror] : [])];
  }

  get(id: string): Profile | undefined {
    return this.runOnly.get(id) ?? this.saved.find(id);
  }

  /** Lists a rehearsal mirror (built-in, for this run only) until removeMirror. */
  addMirror(profile: Profile): void {
    this.runOnly.addMirror(profile);
  }

  /** Unlists the mirror; the remembered real account is active again. */
  removeMirror(): void {
    this.runOnly.removeMirror();
  }

  /** By id, or by name ignoring case (the CLI's --profile). */
  find(idOrName: string): Profile | undefined {
    const name = idOrName.trim().toLowerCase();
    return this.get(idOrName) ?? this.list().find((p) => p.name.toLowerCase() === name);
  }

  activeId(): string {
    const mirrorId = this.runOnly.activeMirrorId();
    if (mirrorId !== null) return mirrorId;
    const id = this.saved.activeId();
    return id !== null && this.get(id) ? id : SANDBOX_PROFILE_ID;
  }

  active(): Profile {
    return this.get(this.activeId())!;
  }

  create(input: ProfileFields): Promise<IpcResult<Profile>> {
    return this.saved.exclusive(() => this.createNow(input));
  }

  private async createNow(input: ProfileFields): Promise<IpcResult<Profile>> {
    const checked = this.check(input, null);
    if (!checked.ok) return checked;
    const now = new Date(this.clock.now()).toISOString();
    const profile: Profile = { ...checked.value, id: randomUUID(), builtIn: false, createdAt: now, updatedAt: now };
    await this.saved.add(profile);
    return ok(profile);
  }

  update(id: string, fields: Partial<ProfileFields>): Promise<IpcResult<Profile>> {
    return this.saved.exclusive(() => this.updateNow(id, fields));
  }

  private async updateNow(id: string, fields: Partial<ProfileFields>): Promise<IpcResult<Profile>> {
    const current = this.editable(id);
    if (!current.ok) return current;
    // Only the editable fields are checked: what else the profile keeps (read aliases, its
    // currency) is not a form field, and rides along unchanged.
    const checked = this.check({ ...pickFields(current.value), ...definedOnly(fields) }, id);
    if (!checked.ok) return checked;
    const profile: Profile = { ...current.value, ...checked.value, updatedAt: new Date(this.clock.now()).toISOString() };
    await this.saved.replace(id, profile);
    return ok(profile);
  }

  /**
   * Remembers that this account answers `command` under `alias` (the read-alias fallback).
   * Kept in profiles.json; for the built-in Sandbox (not in the file) for this run only.
   */
  rememberReadAlias(id: string, command: string, alias: string): Promise<void> {
    return amendAccount(this.places(), id, (current) => (current.readAliases?.[command] === alias ? null : { readAliases: { ...current.readAliases, [command]: alias } }));
  }

  /** Remembers which serializations the account's service accepted (Test connection's probe). */
  rememberSerializationProbe(id: string, serializationProbe: SerializationProbe): Promise<void> {
    return amendAccount(this.places(), id, () => ({ serializationProbe }));
  }

  /** Copies a profile's fields under a free "<name> (copy)" name; credentials are not copied. */
  duplicate(id: string): Promise<IpcResult<Profile>> {
    return this.saved.exclusive(async () => {
      const source = this.get(id);
      if (!source) return accountNotFound(id);
      if (this.runOnly.isMirror(id)) return fail({ kind: 'conflict', message: MIRROR_FIXED });
      return this.createNow({ ...pickFields(source), name: freeCopyName(source.name, this.list()) });
    });
  }

  remove(id: string): Promise<IpcResult<Profile>> {
    return this.saved.exclusive(async () => {
      const current = this.editable(id);
      if (!current.ok) return current;
      await this.saved.remove(id);
      return ok(current.value);
    });
  }

  setActive(id: string): Promise<IpcResult<Profile>> {
    return this.saved.exclusive(async () => {
      const profile = this.get(id);
      if (!profile) return accountNotFound(id);
      const mirror = this.runOnly.isMirror(id);
      this.runOnly.setMirrorActive(mirror);
      if (!mirror) await this.saved.setActive(id);
      return ok(profile);
    });
  }

  /** Where an account's settings land (account-settings.ts). */
  private places(): AccountPlaces {
    return { saved: this.saved, runOnly: this.runOnly, get: (id) => this.get(id) };
  }

  private editable(id: string): IpcResult<Profile> {
    return editableAccount(id, this.runOnly.isMirror(id), this.get(id));
  }

  /** Schema, the https rule of the client, and a unique name. */
  private check(input: unknown, selfId: string | null): IpcResult<ProfileFields> {
    return checkProfileFields(input, this.list().filter((p) => p.id !== selfId).map((p) => p.name));
  }

  /**
   * Sets (or, with null, clears) the currency the account's money is shown in. Kept in
   * profiles.json; for the built-in Sandbox and a rehearsal mirror (not in the file) for
   * this run only. Not an edit of the account's connection: the Sandbox takes it too.
   */
  setCurrency(id: string, currency: string | null): Promise<IpcResult<Profile>> {
    return settleAccount(this.places(), id, ({ currency: _old, ...rest }) => (currency === null ? rest : { ...rest, currency }));
  }

  /**
   * Whether the account's destinations with no reconnect setting of their own reconnect
   * automatically; kept like the currency. A mirror follows the account it mirrors.
   */
  setReconnectDefault(id: string, enabled: boolean): Promise<IpcResult<Profile>> {
    return settleAccount(this.places(), id, (current) => ({ ...current, reconnectByDefault: enabled }));
  }
  /** The account's alert settings, kept like the currency (the alert policy reads them here). */
  setAlerts(id: string, alerts: ProfileAlertSettings): Promise<IpcResult<Profile>> {
    return settleAccount(this.places(), id, (current) => ({ ...current, alerts }));
  }

}
