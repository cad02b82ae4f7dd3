/**
 * The console's side of the archive process: the one module that starts it, sends it
 * requests and matches the answers. An archive that cannot open (DuckDB's binary does not
 * load, the file is held by another process) is `unavailable` with the reason, and every
 * request then fails with those words; nothing else in the console depends on it.
 */
import { join } from 'node:path';
import { ensurePrivateDir } from '../fs/private-dir';
import { archiveChildEntry, type ArchiveChild, type ArchiveLauncher, nodeLauncher } from './launch';
import type { ArchiveAnswers, ArchiveHello, ArchiveReply, ArchiveRequest } from './protocol';

export const ARCHIVE_FILE = 'attempts.duckdb';

export class ArchiveUnavailable extends Error {
  constructor(why: string) {
    super(`unavailable: ${why}`);
  }
}

export interface ArchiveSession {
  /** The archive's folder (its file, its sync's files, its settings: archive-settings.ts). */
  readonly dir: string;
  request<R extends ArchiveRequest>(request: R): Promise<ArchiveAnswers[R['op']]>;
  /** Asks the process to close the file and end; resolves when it has. */
  close(): Promise<void>;
}

export interface OpenOptions {
  launcher?: ArchiveLauncher;
  /** More Node flags for the child (tests load hooks through these). */
  execArgv?: string[];
}

/** Opens the archive kept in `dir` (made 0700), or rejects with ArchiveUnavailable. */
export async function openArchive(dir: string, o: OpenOptions = {}): Promise<ArchiveSession> {
  await ensurePrivateDir(dir);
  let child: ArchiveChild;
  try {
    const { entry, execArgv } = archiveChildEntry();
    child = (o.launcher ?? nodeLauncher)(entry, [join(dir, ARCHIVE_FILE)], [...execArgv, ...(o.execArgv ?? [])]);
  } catch (e) {
    throw new ArchiveUnavailable((e as Error).message);
  }
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let ended: string | null = null;
  let nextId = 1;
  const opened = new Promise<void>((resolve, reject) => {
    child.onMessage((m) => {
      const hello = m as ArchiveHello;
      if ('hello' in hello) {
        if (hello.ok) resolve();
        else reject(new ArchiveUnavailable(hello.message));
        return;
      }
      const reply = m as ArchiveReply;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiting?.resolve(reply.value);
      else waiting?.reject(new Error(reply.message));
    });
    child.onExit((code) => {
      ended = `the archive process ended (exit ${code ?? 'by signal'})`;
      reject(new ArchiveUnavailable(ended));
      for (const w of pending.values()) w.reject(new ArchiveUnavailable(ended));
      pending.clear();
    });
  });
  await opened;
  return {
    dir,
    request: (request) => {
      if (ended !== null) return Promise.reject(new ArchiveUnavailable(ended));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, request });
      });
    },
    close: async () => {
      if (ended !== null) return;
      const gone = new Promise<void>((resolve) => child.onExit(() => resolve()));
      child.send({ id: nextId++, request: { op: 'close' } });
      await gone;
    },
  };
}
