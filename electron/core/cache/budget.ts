/**
 * The read cache's size cap: reads are kept for offline display, one file per account and
 * screen, and accounts come and go; without a cap the folder only grows. The files are
 * counted once at start, kept up to date as they are written, and when the total passes
 * the cap the oldest files (by time written) go first until it fits again.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Far above what a console's screens cache (a few MB), far below a disk's worth. */
export const CACHE_MAX_BYTES = 64 * 1024 * 1024;

export class CacheBudget {
  /** Each file's size and when it was written. */
  private readonly files = new Map<string, { bytes: number; at: number }>();
  private total = 0;

  constructor(
    private readonly root: string,
    private readonly maxBytes: number = CACHE_MAX_BYTES,
  ) {}

  /** Counts what is on disk now and trims it to the cap (at start). Returns the files removed. */
  load(): string[] {
    let entries;
    try {
      entries = readdirSync(this.root, { recursive: true, withFileTypes: true });
    } catch {
      return [];
    }
    for (const e of entries) {
      if (!e.isFile()) continue;
      const path = join(e.parentPath, e.name);
      try {
        const st = statSync(path);
        this.set(path, st.size, st.mtimeMs);
      } catch {
        // Gone meanwhile: nothing to count.
      }
    }
    return this.trim(null);
  }

  /** A file was written: counts it, then trims the oldest others if the cap is passed. */
  wrote(path: string, bytes: number, at: number): string[] {
    this.set(path, bytes, at);
    return this.trim(path);
  }

  /** Files under `prefix` were removed (an account's cache cleared). */
  forgetUnder(prefix: string): void {
    for (const [path, f] of this.files) {
      if (!path.startsWith(prefix)) continue;
      this.total -= f.bytes;
      this.files.delete(path);
    }
  }

  bytes(): number {
    return this.total;
  }

  private set(path: string, bytes: number, at: number): void {
    this.total += bytes - (this.files.get(path)?.bytes ?? 0);
    this.files.set(path, { bytes, at });
  }

  /** Removes the oldest files (never `keep`, just written) until the total fits. */
  private trim(keep: string | null): string[] {
    if (this.total <= this.maxBytes) return [];
    const removed: string[] = [];
    const oldest = [...this.files].filter(([p]) => p !== keep).sort((a, b) => a[1].at - b[1].at);
    for (const [path, f] of oldest) {
      if (this.total <= this.maxBytes) break;
      rmSync(path, { force: true });
      this.total -= f.bytes;
      this.files.delete(path);
      removed.push(path);
    }
    return removed;
  }
}
