/**
 * The audit file's write side: append-only JSON lines, fsync'd before the call returns, so
 * an entry the UI has reported is on disk. The desktop app, web mode and the CLI may
 * append to one file at once, and any of them may die mid-write. Without a lock:
 *
 * - the file is opened O_APPEND and each entry goes out in ONE write(): the kernel places
 *   it at the end of the file as a whole, so two writers never interleave inside a line;
 * - every entry starts with a newline: a fragment left by a writer killed mid-write (in
 *   this or any other process) is cut off as a line of its own — counted as torn by the
 *   reader — instead of swallowing the next entry. Checking the tail first and repairing
 *   it would race with the other writers; the unconditional newline cannot. Blank lines
 *   are skipped by the reader;
 * - a short write (only a kill or a full disk does that) is not continued — another
 *   process may already have appended after it — but written again whole.
 *
 * test/unit/audit/sigkill.test.ts runs two writers while a third is killed 200 times.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AuditLine } from '../../../shared/domain/audit';

const WRITE_ATTEMPTS = 3;

export class AuditJournal {
  private fd: number | null = null;

  constructor(readonly path: string) {}

  /** Several lines (an intent with its outcome) go out in the one write, with one fsync. */
  append(...lines: AuditLine[]): void {
    const fd = this.open();
    const bytes = Buffer.from(lines.map((line) => `\n${JSON.stringify(line)}\n`).join(''), 'utf8');
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      if (writeSync(fd, bytes) === bytes.length) {
        fsyncSync(fd);
        return;
      }
    }
    throw new Error(`the audit entry could not be written whole to ${this.path} (is the disk full?)`);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private open(): number {
    if (this.fd !== null) return this.fd;
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    this.fd = openSync(this.path, 'a', 0o600);
    return this.fd;
  }
}
