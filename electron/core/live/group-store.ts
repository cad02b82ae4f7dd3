/**
 * Each account's destination groups, kept with the account's data (`live-groups.json`)
 * and forgotten with it. Names are checked on the way in (shared/domain/groups/group.ts);
 * one name per account: a save under a group's exact name edits it, one that only folds or
 * looks like it is refused (names.ts), and an account keeps at most MAX_GROUPS.
 */
import { join } from 'node:path';
import { type DestinationGroup, MAX_GROUPS, groupMembersProblem, groupNameProblem, noGroup, sameGroupName } from '../../../shared/domain/groups/group';
import { collisionProblem } from '../../../shared/domain/groups/names';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

export const GROUP_FILE = 'live-groups.json';

interface GroupFile {
  version: 1;
  groups: Record<string, DestinationGroup[]>;
}

export type GroupChange = { ok: true; group: DestinationGroup } | { ok: false; message: string };

/** Thrown inside a change to refuse it in words (nothing is written). */
class Refused extends Error {}

export class GroupStore implements PerAccountStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();

  constructor(dataDir: string) {
    this.path = join(dataDir, GROUP_FILE);
  }

  private load(): Promise<GroupFile> {
    return readJsonFile<GroupFile>(this.path, { version: 1, groups: {} });
  }

  /** The account's groups in the order they were made. */
  list(account: string): Promise<DestinationGroup[]> {
    return this.queue.run(async () => (await this.load()).groups[account] ?? []);
  }

  /** The account's group of that name (any case), if any. */
  async find(account: string, name: string): Promise<DestinationGroup | undefined> {
    return (await this.list(account)).find((g) => sameGroupName(g.name, name));
  }

  /** Makes the group, or sets the members of the one of exactly this name (its reconnect setting stays). */
  save(account: string, name: string, destinations: readonly number[]): Promise<GroupChange> {
    const problem = groupNameProblem(name) ?? groupMembersProblem(destinations);
    if (problem !== null) return Promise.resolve({ ok: false, message: problem });
    const members = [...new Set(destinations)];
    return this.change(account, (groups) => {
      const collision = collisionProblem(name, groups.map((g) => g.name));
      if (collision !== null) throw new Refused(collision);
      const at = groups.findIndex((g) => g.name === name);
      if (at < 0 && groups.length >= MAX_GROUPS) throw new Refused(`Not saved: this account keeps at most ${MAX_GROUPS} groups. Delete one first.`);
      const group = { name: at >= 0 ? groups[at]!.name : name.trim().replace(/\s+/g, ' '), destinations: members, reconnect: at >= 0 ? groups[at]!.reconnect : false };
      if (at >= 0) groups[at] = group;
      else groups.push(group);
      return group;
    });
  }

  /** Stores the group's reconnect setting. */
  setReconnect(account: string, name: string, enabled: boolean): Promise<GroupChange> {
    return this.change(account, (groups) => {
      const g = groups.find((x) => sameGroupName(x.name, name));
      if (g === undefined) return null;
      g.reconnect = enabled;
      return g;
    }, name);
  }

  remove(account: string, name: string): Promise<GroupChange> {
    return this.change(account, (groups) => {
      const at = groups.findIndex((g) => sameGroupName(g.name, name));
      return at < 0 ? null : groups.splice(at, 1)[0]!;
    }, name);
  }

  /** Forgets the groups of every account `stale` picks (deleted, or a rehearsal mirror that ended). */
  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.queue.run(async () => {
      const file = await this.load();
      const gone = Object.keys(file.groups).filter(stale);
      for (const id of gone) delete file.groups[id];
      if (gone.length > 0) await writeJsonFile(this.path, file);
    });
  }

  private change(account: string, edit: (groups: DestinationGroup[]) => DestinationGroup | null, name = ''): Promise<GroupChange> {
    return this.queue.run(async () => {
      const file = await this.load();
      const groups = file.groups[account] ?? [];
      let group: DestinationGroup | null;
      try {
        group = edit(groups);
      } catch (err) {
        if (err instanceof Refused) return { ok: false, message: err.message };
        throw err;
      }
      if (group === null) return { ok: false, message: noGroup(name) };
      file.groups[account] = groups;
      await writeJsonFile(this.path, file);
      return { ok: true, group };
    });
  }
}
