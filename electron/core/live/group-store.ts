/**
 * Each account's destination groups, kept with the account's data (`live-groups.json`)
 * and forgotten with it. Names are checked on the way in (shared/domain/groups/group.ts);
 * one name per account, whatever its case, so a second save under it edits the group.
 */
import { join } from 'node:path';
import { type DestinationGroup, groupMembersProblem, groupNameProblem, noGroup, sameGroupName } from '../../../shared/domain/groups/group';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from './json-file';

export const GROUP_FILE = 'live-groups.json';

interface GroupFile {
  version: 1;
  groups: Record<string, DestinationGroup[]>;
}

export type GroupChange = { ok: true; group: DestinationGroup } | { ok: false; message: string };

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

  /** Makes the group, or sets the members of the one already so named (its reconnect setting stays). */
  save(account: string, name: string, destinations: readonly number[]): Promise<GroupChange> {
    const problem = groupNameProblem(name) ?? groupMembersProblem(destinations);
    if (problem !== null) return Promise.resolve({ ok: false, message: problem });
    const members = [...new Set(destinations)];
    return this.change(account, (groups) => {
      const at = groups.findIndex((g) => sameGroupName(g.name, name));
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
      const group = edit(groups);
      if (group === null) return { ok: false, message: noGroup(name) };
      file.groups[account] = groups;
      await writeJsonFile(this.path, file);
      return { ok: true, group };
    });
  }
}
