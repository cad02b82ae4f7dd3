/**
 * The audit file's write side: append-only JSON lines, each written with one writeSync
 * and fsync'd before the call returns, so an entry the UI has reported is on disk. If
 * the previous run died mid-line, a newline is written first so the torn fragment stays
 * a line of its own (skipped by the reader) and never corrupts the next entry.
 */
import { closeSync, fstatSync, fsyncSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AuditLine } from '../../../shared/domain/audit';

export class AuditJournal {
  private fd: number | null = null;

  constructor(readonly path: string) {}

  append(line: AuditLine): void {
    const fd = this.open();
    const bytes = Buffer.from(`${JSON.stringify(line)}\n`, 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private open(): number {
    if (this.fd !== null) return this.fd;
    mkdirSync(dirname(this.path), { recursive: true });
    const fd = openSync(this.path, 'a+', 0o600);
    if (!endsWithNewline(fd)) {
      writeSync(fd, '\n');
      fsyncSync(fd);
    }
    this.fd = fd;
    return fd;
  }
}

/** True for an empty file or one whose last byte is a newline. */
function endsWithNewline(fd: number): boolean {
  const size = fstatSync(fd).size;
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last[0] === 0x0a;
}
