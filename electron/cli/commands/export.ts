/**
 * `master-control export sevu.errorlog|sevu.search --params JSON --out FILE`: the console's
 * "Export all matching" from a shell. Same run as the app (electron/core/viewers): pages
 * with a bounded number of requests in flight and streams rows into a CSV file. Progress
 * goes to stderr, one JSON summary line to stdout. Ctrl-C cancels and leaves a valid
 * partial file. Exit codes as `call`: 0 done, 1 the server answered with a failure, 2 anything else.
 */
import { parseArgs } from 'node:util';
import { systemClock } from '../../core/deps';
import { checkExportPath } from '../../core/viewers/export-path';
import { runExport, runRequest } from '../../core/viewers/export-run';
import type { ExportProgress } from '../../../shared/domain/viewers/export';
import { exportStartInput } from '../../../shared/ipc/viewers';
import { exitCodeOf } from '../exit-codes';
import type { CliIo } from '../io';
import { KnownSecrets } from '../../core/events/known-secrets';
import type { AccountTarget } from '../../core/profiles/direct-target';
import { startPagedRun } from '../paged-run';
import { ACCOUNT_OPTIONS, ACCOUNT_USAGE, UsageError, resolveAccount } from '../account-flags';
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
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      params: { type: 'string', default: '{}' },
      out: { type: 'string' },
      replace: { type: 'boolean', default: false },
      ...ACCOUNT_OPTIONS,
      concurrency: { type: 'string', default: '8' },
      'page-size': { type: 'string', default: '1000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
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
  let input: ReturnType<typeof checkedInput>;
  let account: AccountTarget;
  const secrets = new KnownSecrets();
  try {
    const { values, positionals } = parse(argv);
    if (values.help) {
      io.out(EXPORT_USAGE);
      return 0;
    }
    input = checkedInput(positionals, values);
    account = await resolveAccount(values, env, secrets, io);
  } catch (e) {
    io.err(secrets.scrub(`master-control export: ${e instanceof Error ? e.message : String(e)}\n${EXPORT_USAGE}`));
    return 2;
  }
  const checked = await checkExportPath(input.path, input.overwrite, { kind: 'shell', cwd: process.cwd() });
  if (!checked.ok) {
    io.err(`master-control export: ${checked.error.message}`);
    return 2;
  }
  const run = startPagedRun(account, io, 'the file will keep the rows written so far');
  const { client } = run;
  let lastLine = 0;
  try {
    const final = await runExport({
      id: 'cli',
      call: (command, params, options) => client.call(command, params, options),
      ...runRequest(input, checked.path),
      signal: run.signal,
      clock: systemClock,
      onProgress: (p: ExportProgress) => {
        if (p.state === 'running' && Date.now() - lastLine < 1000) return;
        lastLine = Date.now();
        io.err(secrets.scrub(progressLine(p)));
      },
    });
    io.out(secrets.scrub(JSON.stringify(summaryOf(final))));
    if (final.state === 'done') return 0;
    return final.error === null ? 2 : exitCodeOf(final.error.kind);
  } finally {
    run.close();
  }
}
