/**
 * The archive process: opens the archive file named on its command line with DuckDB and
 * answers the console's requests (protocol.ts) one at a time, in order. It says first
 * whether the archive opened; when DuckDB's binary cannot load, it says why and exits, and
 * the console carries on without an archive. Runs as Electron's utilityProcess in the app
 * (process.parentPort) and as a Node child process in web mode and the CLI (process.send).
 *
 * It runs at a lower priority than the console (nice 10; below normal on Windows): its work
 * is never on air, and when the cores are busy the console's screens and reads come first,
 * while the archive takes the time they leave. A sync's reading from the service is in the
 * console, so it is not slowed; the archive catches up on idle time.
 */
import { setPriority } from 'node:os';
import type { ArchiveEngine } from './engine';
import type { ArchiveEnvelope, ArchiveHello, ArchiveReply, ArchiveRequest } from './protocol';

interface ParentPort {
  on(event: 'message', listener: (e: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

/** Nice 10: below the console, above idle work. */
const BACKGROUND_PRIORITY = 10;
/**
 * Everything this process makes (the archive file, its WAL, spill and sync files, a Parquet
 * export's folders and files) holds viewers' addresses, ticket keys and page URLs: the
 * owner's alone, folders 0700 and files 0600, whatever the console's umask.
 */
const PRIVATE_UMASK = 0o077;

const port = (process as unknown as { parentPort?: ParentPort }).parentPort;
const post = (m: ArchiveHello | ArchiveReply): void => {
  if (port !== undefined) port.postMessage(m);
  else process.send?.(m);
};
const onMessage = (listener: (m: ArchiveEnvelope) => void): void => {
  if (port !== undefined) port.on('message', (e) => listener(e.data as ArchiveEnvelope));
  else {
    process.on('message', (m) => listener(m as ArchiveEnvelope));
    // The console went away (closed, or killed): nothing will ask any more.
    process.on('disconnect', () => process.exit(0));
  }
};

async function answer(engine: ArchiveEngine, r: ArchiveRequest): Promise<unknown> {
  switch (r.op) {
    case 'stats': return engine.stats();
    case 'syncStart': return engine.syncStart();
    case 'stage': return engine.stage(r.batch);
    case 'syncCommit': return engine.syncCommit(r.boundaryRows, r.least);
    case 'syncAbort': return engine.syncAbort();
    case 'readOpen': return engine.readOpen(r.range, r.members);
    case 'readNext': return engine.readNext(r.cursor);
    case 'sharedKeys': return engine.sharedKeys(r.range, r.rule);
    case 'exportParquet': return { months: await engine.exportParquet(r.dir, r.range) };
    case 'gridPage': return engine.gridPage(r);
    case 'gridCount': return { total: await engine.gridCount(r.filter, r.upTo) };
    case 'gridMonths': return { months: await engine.gridMonths(r.filter) };
    case 'exportMonth': return engine.exportMonth(r.dir, r.filter, r.month);
    case 'forgetBefore': return { removed: await engine.forgetBefore(r.date) };
    case 'close':
      engine.close();
      return { closed: true };
  }
}

async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  try {
    setPriority(BACKGROUND_PRIORITY);
  } catch {
    // Not allowed here (a sandboxed process): it runs at the console's priority, slower but whole.
  }
  const file = process.argv[2];
  let engine: ArchiveEngine;
  try {
    if (file === undefined) throw new Error('no archive file named');
    // Imported here, not at the top: a binary that cannot load is an answer, not a crash.
    const { ArchiveEngine: Engine } = await import('./engine');
    engine = await Engine.open(file);
  } catch (e) {
    post({ hello: true, ok: false, message: (e as Error).message });
    process.exit(0);
  }
  let queue = Promise.resolve();
  onMessage((m) => {
    queue = queue.then(async () => {
      try {
        post({ id: m.id, ok: true, value: await answer(engine, m.request) });
      } catch (e) {
        post({ id: m.id, ok: false, message: (e as Error).message });
      }
      if (m.request.op === 'close') process.exit(0);
    });
  });
  post({ hello: true, ok: true });
}

void main();
