/**
 * The app's exports: starts runs, keeps their latest progress, relays it as
 * `viewers.export` events, and cancels on request or on shutdown. One running export per
 * file and one per grid (command): the grid's box shows one progress with one Cancel, and
 * a second run of the same grid would be a second, unrelated load on the account.
 */
import { randomUUID } from 'node:crypto';
import { type ExportCommand, type ExportProgress, exportMessage } from '../../../shared/domain/viewers/export';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { exportStartInput } from '../../../shared/ipc/viewers';
import type { Clock, EventSink } from '../deps';
import type { z } from 'zod';
import { type ExportDestination, checkExportPath } from './export-path';
import { type ViewersCall, runExport, runRequest } from './export-run';

const KEEP_FINISHED = 20;
const GRID_NOUN: Record<ExportCommand, string> = { 'sevu.search': 'tickets', 'sevu.errorlog': 'attempts' };

interface Run {
  progress: ExportProgress;
  controller: AbortController;
  done: Promise<ExportProgress>;
}

export interface ExportService {
  start(input: z.output<typeof exportStartInput>): Promise<IpcResult<ExportProgress>>;
  cancel(id: string): Promise<IpcResult<ExportProgress>>;
  list(): ExportProgress[];
  /** Resolves when the run ends (tests and shutdown). */
  settled(id: string): Promise<ExportProgress | undefined>;
  dispose(): void;
}

/** `account`: the active profile id; a run pages only while it stays the one it started on. */
export function createExportService(deps: { call: ViewersCall; events: EventSink; clock: Clock; destination: ExportDestination; account?: () => string }): ExportService {
  const runs = new Map<string, Run>();
  const publish = (progress: ExportProgress): void => {
    const run = runs.get(progress.id);
    if (run !== undefined) run.progress = progress;
    deps.events.emit({ type: 'viewers.export', progress });
  };
  const prune = (): void => {
    const finished = [...runs.values()].filter((r) => r.progress.state !== 'running');
    for (const r of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) runs.delete(r.progress.id);
  };
  /**
   * Checks the path and the running exports, then registers the run. Claims are taken one at
   * a time in the order the starts arrived: the path check awaits the disk, and without the
   * queue two starts of one grid pressed together could finish their checks in either order
   * and the later press would win.
   */
  const claim = async (input: z.output<typeof exportStartInput>): Promise<IpcResult<Promise<ExportProgress>>> => {
    const checked = await checkExportPath(input.path, input.overwrite, deps.destination);
    if (!checked.ok) return fail(checked.error);
    const running = [...runs.values()].map((r) => r.progress).filter((p) => p.state === 'running');
    const sameFile = running.find((p) => p.path === checked.path);
    if (sameFile !== undefined) return fail({ kind: 'conflict', message: `An export to ${checked.path} is already running; wait for it or cancel it first.` });
    const sameGrid = running.find((p) => p.command === input.command);
    if (sameGrid !== undefined) {
      return fail({ kind: 'conflict', message: `An export of ${GRID_NOUN[input.command]} is already running (to ${sameGrid.path}); wait for it or cancel it first.` });
    }
    const id = randomUUID();
    const controller = new AbortController();
    // Every page of the run is read from the account it started on: after a switch the
    // next page is refused (wrong_account) instead of appending another account's rows.
    const account = deps.account?.();
    const call: ViewersCall = account === undefined ? deps.call : (command, params, options) => deps.call(command, params, { ...options, account });
    let answer!: (p: ExportProgress) => void;
    const firstReport = new Promise<ExportProgress>((resolve) => (answer = resolve));
    const done = runExport({
      id,
      call,
      ...runRequest(input, checked.path),
      signal: controller.signal,
      clock: deps.clock,
      onProgress: (p) => {
        publish(p);
        answer(p);
      },
    }).then((final) => {
      prune();
      return final;
    });
    // Registered before the claim resolves, so the next claim in the queue sees it.
    runs.set(id, { progress: provisional(id, input.command, checked.path, deps.clock.now()), controller, done });
    return ok(firstReport);
  };
  let claims: Promise<unknown> = Promise.resolve();
  return {
    async start(input) {
      const claimed = claims.then(() => claim(input));
      claims = claimed.catch(() => undefined);
      const result = await claimed;
      if (!result.ok) return result;
      // The first report comes once the file is open (or could not be opened): answer with it.
      return ok(await result.value);
    },
    async cancel(id) {
      const run = runs.get(id);
      if (run === undefined) return fail({ kind: 'not_found', message: 'No such export in this session (it may have finished long ago).' });
      if (run.progress.state !== 'running') return ok(run.progress);
      run.controller.abort();
      return ok(await run.done);
    },
    list: () => [...runs.values()].map((r) => r.progress).reverse(),
    settled: async (id) => runs.get(id)?.done,
    dispose: () => {
      for (const r of runs.values()) r.controller.abort();
    },
  };
}

/** What a run looks like until its file is open and it reports for itself. */
function provisional(id: string, command: ExportCommand, path: string, now: number): ExportProgress {
  const p = { id, command, path, state: 'running' as const, rows: 0, pages: 0 };
  const startedAt = new Date(now).toISOString();
  return { ...p, total: null, rowsPerSecond: 0, etaSeconds: null, startedAt, finishedAt: null, message: exportMessage({ ...p, total: null }), error: null };
}
