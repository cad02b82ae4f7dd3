/**
 * `master-control archive sync|export|stats|forget`: the account's attempt archive from a
 * shell (electron/core/archive). `sync` reads what the service holds since the last sync;
 * `export --parquet DIR` writes one zstd Parquet file per month; `stats` says its size,
 * range and rows; `forget --before DATE` deletes older attempts and says how many.
 * Exit codes as `call`: 0 done, 1 the server refused, 2 anything else (an archive that is
 * unavailable included).
 */
import { parseArgs } from 'node:util';
import { KnownSecrets } from '../../core/events/known-secrets';
import { openIpData, shippedIpDataDir } from '../../core/insights/ip-data';
import { archiveDir } from '../../core/archive/place';
import { openArchive, type ArchiveSession } from '../../core/archive/session';
import { syncArchive } from '../../core/archive/sync';
import { defaultDataDir } from '../../core/profiles/data-dir';
import { atMostEverySecond, startPagedRun } from '../paged-run';
import { ACCOUNT_OPTIONS, ACCOUNT_USAGE, UsageError, prepareAccountCommand } from '../account-flags';
import { exitCodeOf } from '../exit-codes';
import type { CliIo } from '../io';
import { dateRangeOf, DATE_RANGE_OPTIONS } from '../date-range';

const ARCHIVE_USAGE = [
  'usage: master-control archive sync|stats [--profile NAME | --base-url URL --cdn N --api-key KEY] [--json]',
  '       master-control archive export --parquet DIR [--from-date YYYY-MM-DD] [--to-date YYYY-MM-DD] [account]',
  '       master-control archive forget --before YYYY-MM-DD [account]',
  '  The account\'s attempt archive, kept on this machine in the data folder (--data-dir).',
  '  sync reads the attempts the service holds since the last sync and adds each once.',
  '  export writes one zstd Parquet file per month under DIR/month=YYYY-MM/ (times in UTC).',
  ...ACCOUNT_USAGE,
].join('\n');

const SUBCOMMANDS = ['sync', 'stats', 'export', 'forget'] as const;
type Sub = (typeof SUBCOMMANDS)[number];

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      ...ACCOUNT_OPTIONS,
      ...DATE_RANGE_OPTIONS,
      parquet: { type: 'string' },
      before: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

function checked(positionals: string[], values: ReturnType<typeof parse>['values']) {
  const sub = positionals[0] as Sub;
  if (positionals.length !== 1 || !SUBCOMMANDS.includes(sub)) throw new UsageError(`say what to do: archive ${SUBCOMMANDS.join('|')}`);
  if (sub === 'export' && values.parquet === undefined) throw new UsageError('export needs --parquet DIR');
  if (sub === 'forget' && !/^\d{4}-\d{2}-\d{2}$/.test(values.before ?? '')) throw new UsageError('forget needs --before YYYY-MM-DD');
  return { sub, range: dateRangeOf(values) };
}

export async function runArchiveCommand(argv: string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const secrets = new KnownSecrets();
  const prepared = await prepareAccountCommand({ name: 'archive', usage: ARCHIVE_USAGE, parse, check: checked }, argv, io, env, secrets);
  if (typeof prepared === 'number') return prepared;
  const { input, account, values } = prepared;
  // A sync's address data loads while the archive process starts.
  const ipData = input.sub === 'sync' ? openIpData(shippedIpDataDir()) : null;
  ipData?.catch(() => undefined);
  let archive: ArchiveSession;
  try {
    archive = await openArchive(archiveDir(values['data-dir'] ?? defaultDataDir(env), account));
  } catch (e) {
    io.err(`master-control archive: ${(e as Error).message}`);
    return 2;
  }
  const print = (value: object, text: string): void => io.out(values.json ? JSON.stringify(value) : text);
  try {
    if (input.sub === 'stats') {
      const s = await archive.request({ op: 'stats' });
      print(s, `${s.rows.toLocaleString('en-US')} attempts, ${s.oldest ?? '–'} to ${s.newest ?? '–'} UTC, ${s.bytes.toLocaleString('en-US')} bytes.`);
      return 0;
    }
    if (input.sub === 'forget') {
      const { removed } = await archive.request({ op: 'forgetBefore', date: values.before! });
      print({ removed }, `Forgot ${removed.toLocaleString('en-US')} attempts before ${values.before} UTC.`);
      return 0;
    }
    if (input.sub === 'export') {
      const { months } = await archive.request({ op: 'exportParquet', dir: values.parquet!, range: input.range });
      print({ months }, months.map((m) => `month=${m.month}: ${m.rows.toLocaleString('en-US')} attempts`).join('\n') || 'No attempts in that range.');
      return 0;
    }
    const ip = await ipData!;
    const run = startPagedRun(account, io, 'the archive stays as it was');
    try {
      const r = await syncArchive({
        archive, ip, signal: run.signal,
        call: (command, params, options) => run.client.call(command, params, options),
        onProgress: atMostEverySecond((p) => io.err(p.message)),
      });
      if (!r.ok) {
        io.err(secrets.scrub(`master-control archive: ${r.error.message}`));
        return exitCodeOf(r.error.kind);
      }
      print({ read: r.progress.read, added: r.progress.added, since: r.progress.since }, r.progress.message);
      return r.progress.state === 'done' ? 0 : 2;
    } finally {
      run.close();
    }
  } finally {
    await archive.close();
  }
}
