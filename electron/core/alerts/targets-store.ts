/**
 * Each account's alert targets, the non-secret part (`alert-targets.json`: id, kind, label,
 * the URL's host), with one writer and forgotten with the account. The URL and a webhook's
 * signing secret are kept with the account's credentials (targets-secrets.ts). The store is
 * the file's one writer, so what it read or wrote last is kept in memory: handing an alert
 * over reads no file.
 */
import { join } from 'node:path';
import type { AlertTargetKind } from '../../../shared/domain/alerts/target';
import type { PerAccountStore } from '../profiles/account-data';
import { WriteQueue, readJsonFile, writeJsonFile } from '../live/json-file';

export const ALERT_TARGETS_FILE = 'alert-targets.json';

export interface TargetRecord {
  id: string;
  kind: AlertTargetKind;
  label: string;
  host: string;
}

interface TargetFile {
  version: 1;
  targets: Record<string, TargetRecord[]>;
}

export class AlertTargetStore implements PerAccountStore {
  private readonly path: string;
  private readonly queue = new WriteQueue();
  private cached: TargetFile | null = null;

  constructor(dataDir: string) {
    this.path = join(dataDir, ALERT_TARGETS_FILE);
  }

  private async load(): Promise<TargetFile> {
    this.cached ??= await readJsonFile<TargetFile>(this.path, { version: 1, targets: {} });
    return structuredClone(this.cached);
  }

  private async write(file: TargetFile): Promise<void> {
    this.cached = null;
    await writeJsonFile(this.path, file);
    this.cached = file;
  }

  list(account: string): Promise<TargetRecord[]> {
    return this.queue.run(async () => (await this.load()).targets[account] ?? []);
  }

  add(account: string, record: TargetRecord): Promise<void> {
    return this.queue.run(async () => {
      const file = await this.load();
      file.targets[account] = [...(file.targets[account] ?? []), record];
      await this.write(file);
    });
  }

  /** True when it was there. */
  remove(account: string, id: string): Promise<boolean> {
    return this.queue.run(async () => {
      const file = await this.load();
      const before = file.targets[account] ?? [];
      const after = before.filter((t) => t.id !== id);
      if (after.length === before.length) return false;
      if (after.length === 0) delete file.targets[account];
      else file.targets[account] = after;
      await this.write(file);
      return true;
    });
  }

  clearProfiles(stale: (profileId: string) => boolean): Promise<void> {
    return this.queue.run(async () => {
      const file = await this.load();
      const gone = Object.keys(file.targets).filter(stale);
      for (const id of gone) delete file.targets[id];
      if (gone.length > 0) await this.write(file);
    });
  }
}
