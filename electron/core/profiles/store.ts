/**
 * Account profiles: create, edit, duplicate, delete, choose the active one. No network
 * is needed for any of it. The Sandbox profile is always present and is the active one
 * whenever the chosen profile is gone. Every change is saved before it is reported.
 */
import { randomUUID } from 'node:crypto';
import { type Profile, type ProfileFields, SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import type { SerializationProbe } from '../../../shared/domain/serialization';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import type { Clock } from '../deps';
import { loadProfilesFile, type ProfilesFile, saveProfilesFile } from './file';
import { type SandboxConnection, sandboxProfile } from './sandbox-profile';
import { checkProfileFields } from './validate';

export class ProfileStore {
  /** Changes run one at a time, each from the state the previous one left. */
  private queue: Promise<unknown> = Promise.resolve();
  /** A rehearsal mirror while one runs: in memory only, never in profiles.json. */
  private mirror: Profile | null = null;
  /** Whether the mirror is the active account; the file's activeId stays the real one, so a restart opens it. */
  private mirrorActive = false;

  private constructor(
    private readonly dataDir: string,
    private sandbox: Profile,
    private file: ProfilesFile,
    private readonly clock: Clock,
    /** Problems found while loading profiles.json, for the log. */
    readonly loadProblems: string[],
  ) {}

  static open(dataDir: string, sandbox: SandboxConnection | null, clock: Clock): ProfileStore {
    const loaded = loadProfilesFile(dataDir, () => clock.now());
    const boot = new Date(clock.now()).toISOString();
    return new ProfileStore(dataDir, sandboxProfile(sandbox, boot), loaded.file, clock, loaded.problems);
  }

  /** Sandbox first, then the operator's profiles in the order they were created, then a rehearsal mirror. */
  list(): Profile[] {
    return [this.sandbox, ...this.file.profiles, ...(this.mirror ? [this.mirror] : [])];
  }

  get(id: string): Profile | undefined {
    if (id === SANDBOX_PROFILE_ID) return this.sandbox;
    return id === this.mirror?.id ? this.mirror : this.file.profiles.find((p) => p.id === id);
  }

  /** Lists a rehearsal mirror (built-in, for this run only) until removeMirror. */
  addMirror(profile: Profile): void {
    this.mirror = profile;
    this.mirrorActive = false;
  }

  /** Unlists the mirror; the remembered real account is active again. */
  removeMirror(): void {
    this.mirror = null;
    this.mirrorActive = false;
  }

  /** By id, or by name ignoring case (the CLI's --profile). */
  find(idOrName: string): Profile | undefined {
    const name = idOrName.trim().toLowerCase();
    return this.get(idOrName) ?? this.list().find((p) => p.name.toLowerCase() === name);
  }

  activeId(): string {
    if (this.mirrorActive && this.mirror) return this.mirror.id;
    const id = this.file.activeId;
    return id !== null && this.get(id) ? id : SANDBOX_PROFILE_ID;
  }

  active(): Profile {
    return this.get(this.activeId())!;
  }

  create(input: ProfileFields): Promise<IpcResult<Profile>> {
    return this.exclusive(() => this.createNow(input));
  }

  private async createNow(input: ProfileFields): Promise<IpcResult<Profile>> {
    const checked = this.check(input, null);
    if (!checked.ok) return checked;
    const now = new Date(this.clock.now()).toISOString();
    const profile: Profile = { ...checked.value, id: randomUUID(), builtIn: false, createdAt: now, updatedAt: now };
    await this.commit({ ...this.file, profiles: [...this.file.profiles, profile] });
    return ok(profile);
  }

  update(id: string, fields: Partial<ProfileFields>): Promise<IpcResult<Profile>> {
    return this.exclusive(() => this.updateNow(id, fields));
  }

  private async updateNow(id: string, fields: Partial<ProfileFields>): Promise<IpcResult<Profile>> {
    const current = this.editable(id);
    if (!current.ok) return current;
    // Only the editable fields are checked: what else the profile keeps (read aliases, its
    // currency) is not a form field, and rides along unchanged.
    const checked = this.check({ ...pickFields(current.value), ...definedOnly(fields) }, id);
    if (!checked.ok) return checked;
    const profile: Profile = { ...current.value, ...checked.value, updatedAt: new Date(this.clock.now()).toISOString() };
    await this.commit({ ...this.file, profiles: this.file.profiles.map((p) => (p.id === id ? profile : p)) });
    return ok(profile);
  }

  /**
   * Remembers that this account answers `command` under `alias` (the read-alias fallback).
   * Kept in profiles.json; for the built-in Sandbox (not in the file) for this run only.
   */
  rememberReadAlias(id: string, command: string, alias: string): Promise<void> {
    return this.amend(id, (current) => (current.readAliases?.[command] === alias ? null : { readAliases: { ...current.readAliases, [command]: alias } }));
  }

  /** Remembers which serializations the account's service accepted (Test connection's probe). */
  rememberSerializationProbe(id: string, serializationProbe: SerializationProbe): Promise<void> {
    return this.amend(id, () => ({ serializationProbe }));
  }

  /** Adds what the service taught about an account (not a field the operator edits); null: nothing to add. */
  private amend(id: string, change: (current: Profile) => Pick<Profile, 'readAliases' | 'serializationProbe'> | null): Promise<void> {
    return this.exclusive(async () => {
      const current = this.get(id);
      const patch = current ? change(current) : null;
      if (!current || patch === null) return;
      if (id === this.mirror?.id) {
        this.mirror = { ...this.mirror, ...patch };
        return;
      }
      if (!this.file.profiles.some((p) => p.id === id)) {
        this.sandbox = { ...this.sandbox, ...patch };
        return;
      }
      await this.commit({ ...this.file, profiles: this.file.profiles.map((p) => (p.id === id ? { ...p, ...patch } : p)) });
    });
  }

  /** Copies a profile's fields under a free "<name> (copy)" name; credentials are not copied. */
  duplicate(id: string): Promise<IpcResult<Profile>> {
    return this.exclusive(async () => {
      const source = this.get(id);
      if (!source) return accountNotFound(id);
      if (id === this.mirror?.id) return fail({ kind: 'conflict', message: MIRROR_FIXED });
      return this.createNow({ ...pickFields(source), name: this.freeCopyName(source.name) });
    });
  }

  remove(id: string): Promise<IpcResult<Profile>> {
    return this.exclusive(async () => {
      const current = this.editable(id);
      if (!current.ok) return current;
      const profiles = this.file.profiles.filter((p) => p.id !== id);
      await this.commit({ ...this.file, profiles, activeId: this.file.activeId === id ? null : this.file.activeId });
      return ok(current.value);
    });
  }

  setActive(id: string): Promise<IpcResult<Profile>> {
    return this.exclusive(async () => {
      const profile = this.get(id);
      if (!profile) return accountNotFound(id);
      this.mirrorActive = id === this.mirror?.id;
      if (!this.mirrorActive) await this.commit({ ...this.file, activeId: id });
      return ok(profile);
    });
  }

  private editable(id: string): IpcResult<Profile> {
    if (id === SANDBOX_PROFILE_ID) {
      return fail({ kind: 'conflict', message: 'The built-in Sandbox account cannot be changed or deleted; duplicate it to make your own.' });
    }
    if (id === this.mirror?.id) return fail({ kind: 'conflict', message: MIRROR_FIXED });
    const profile = this.get(id);
    return profile ? ok(profile) : accountNotFound(id);
  }

  /** Schema, the https rule of the client, and a unique name. */
  private check(input: unknown, selfId: string | null): IpcResult<ProfileFields> {
    return checkProfileFields(input, this.list().filter((p) => p.id !== selfId).map((p) => p.name));
  }

  private freeCopyName(name: string): string {
    const taken = new Set(this.list().map((p) => p.name.toLowerCase()));
    for (let n = 1; ; n += 1) {
      const candidate = `${name.slice(0, 66)} (copy${n === 1 ? '' : ` ${n}`})`;
      if (!taken.has(candidate.toLowerCase())) return candidate;
    }
  }

  private exclusive<T>(op: () => Promise<T>): Promise<T> {
    const run = this.queue.then(op);
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * Sets (or, with null, clears) the currency the account's money is shown in. Kept in
   * profiles.json; for the built-in Sandbox and a rehearsal mirror (not in the file) for
   * this run only. Not an edit of the account's connection: the Sandbox takes it too.
   */
  setCurrency(id: string, currency: string | null): Promise<IpcResult<Profile>> {
    return this.exclusive(async () => {
      const current = this.get(id);
      if (!current) return accountNotFound(id);
      const { currency: _old, ...rest } = current;
      const next: Profile = currency === null ? rest : { ...rest, currency };
      if (id === this.mirror?.id) this.mirror = next;
      else if (!this.file.profiles.some((p) => p.id === id)) this.sandbox = next;
      else await this.commit({ ...this.file, profiles: this.file.profiles.map((p) => (p.id === id ? next : p)) });
      return ok(next);
    });
  }

  /** The in-memory state changes only once the file is written. */
  private async commit(next: ProfilesFile): Promise<void> {
    await saveProfilesFile(this.dataDir, next);
    this.file = next;
  }
}

const MIRROR_FIXED = 'A rehearsal mirror cannot be changed, copied or deleted; end the rehearsal to remove it.';

function pickFields(p: Profile): ProfileFields {
  return { name: p.name, baseUrl: p.baseUrl, cdn: p.cdn, serialization: p.serialization, colour: p.colour };
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The one wording for an account id that names no account (the store's and the accounts area's). */
export function accountNotFound(id: string): IpcResult<never> {
  return fail({ kind: 'not_found', message: `No account with id ${id} exists (it may have been deleted).` });
}
