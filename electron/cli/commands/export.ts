/**
 * `master-control export sevu.errorlog|sevu.search --params JSON --out FILE`: the console's
 * "Export all matching" from a shell. Same run as the app (electron/core/viewers): pages
 * with a bounded number of requests in flight and streams rows into a CSV file. Progress
 * goes to stderr, one JSON summary line to stdout. Ctrl-C cancels and leaves a valid
 * partial file. Exit codes as `call`: 0 done and complete, 1 the server answered with a failure,
 * 2 anything else — a run that is not complete too (its file is then named `*.incomplete.csv`).
 */
import { systemClock } from '../../core/deps';
import { checkExportPath } from '../../core/viewers/export-path';
import { runExport, runRequest } from '../../core/viewers/export-run';
import type { ExportProgress } from '../../../shared/domain/viewers/export';
import { exportStartInput } from '../../../shared/ipc/viewers';
import type { CliIo } from '../io';
import { KnownSecrets } from '../../core/events/known-secrets';
import { atMostEverySecond, pagedExit, startPagedRun } from '../paged-run';
import { ACCOUNT_USAGE, UsageError, parseAccountCommand, prepareAccountCommand } from '../account-flags';
import { progressLine, summaryOf } from '../../core/viewers/export-words';

export const EXPORT_USAGE = [
  'usage: master-control export sevu.errorlog|sevu.search --params JSON --out FILE [--replace]',
  '         [--profile NAME | --base-url URL --cdn N --api-key KEY] [--serialization php|standard]',
  '         [--concurrency N] [--page-size N]',
  ...ACCOUNT_USAGE,
  '  --params holds filters only (limit and seek are set by the export).',
  '  --concurrency is the most requests in flight (default 8): the export starts with one and adds',
  '  more while pages come back faster, fewer on code 1000, 5xx or rising latency; 1 is sequential.',
].join('\n');

function parse(argv: string[]) {
  return parseAccountCommand(argv, {
    params: { type: 'string', default: '{}' },
    out: { type: 'string' },
    replace: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '8' },
    'page-size': { type: 'string', default: '1000' },
  } as const);
}

function parseParams(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`--params is not JSON: ${text.slice(0, 80)}`);
  }
}

/** Command, filters and tuning, checked with the same schema as the app's exportStart channel. */
function checkedInput(positionals: string[], values: ReturnType<typeof parse>['values']) {
  if (values.out === undefined) throw new UsageError('give the file to write with --out FILE');
  const parsed = exportStartInput.safeParse({
    command: positionals[0],
    params: parseParams(values.params),
    path: values.out,
    overwrite: values.replace,
    concurrency: Number(values.concurrency),
    pageSize: Number(values['page-size']),
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`);
    throw new UsageError(`cannot export: ${issues.join('; ')}`);
  }
  return parsed.data;
}

export async function runExportCommand(argv: string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const secrets = new KnownSecrets();
  const prepared = await prepareAccountCommand({ name: 'export', usage: EXPORT_USAGE, parse, check: checkedInput }, argv, io, env, secrets);
  if (typeof prepared === 'number') return prepared;
  const { input, account } = prepared;
  const checked = await checkExportPath(input.path, input.overwrite, { kind: 'shell', cwd: process.cwd() });
  if (!checked.ok) {
    io.err(`master-control export: ${checked.error.message}`);
    return 2;
  }
  const run = startPagedRun(account, io, 'the file will keep the rows written so far');
  const { client } = run;
  try {
    const final = await runExport({
      id: 'cli',
      call: (command, params, options) => client.call(command, params, options),
      ...runRequest(input, checked.path),
      signal: run.signal,
      clock: systemClock,
      onProgress: atMostEverySecond((p: ExportProgress) => io.err(secrets.scrub(progressLine(p)))),
    });
    io.out(secrets.scrub(JSON.stringify(summaryOf(final))));
    return pagedExit(final.state === 'done' && final.complete === true, final.error);
  } finally {
    run.close();
  }
}
