/**
 * `master-control archive sync|export|stats|forget`: the account's attempt archive from a
 * shell (electron/core/archive). `sync` reads what the service holds since the last sync;
 * `export --parquet DIR` writes one zstd Parquet file per month; `stats` says its size,
 * range and rows; `forget --before DATE` deletes older attempts and says how many.
 * Exit codes as `call`: 0 done, 1 the server refused, 2 anything else (an archive that is
 * unavailable included).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { KnownSecrets } from '../../core/events/known-secrets';
import { openIpData, shippedIpDataDir } from '../../core/insights/ip-data';
import { monthFolder } from '../../core/archive/parquet';
import { archiveDir } from '../../core/archive/place';
import { ARCHIVE_FILE, openArchive, type ArchiveSession } from '../../core/archive/session';
import { syncArchive } from '../../core/archive/sync';
import { defaultDataDir } from '../../core/profiles/data-dir';
import { atMostEverySecond, startPagedRun } from '../paged-run';
import { UsageError, parseAccountCommand, prepareCommand } from '../account-flags';
import { type ArchiveAccount, type ArchiveOf, archiveAccount } from '../archive-account';
import { exitCodeOf } from '../exit-codes';
import type { CliIo } from '../io';
import { dateRangeOf, DATE_RANGE_OPTIONS } from '../date-range';
import { counted } from '../../../shared/domain/plural';

const ARCHIVE_USAGE = [
  'usage: master-control archive sync|stats (--account NAME | --base-url URL --cdn N --api-key KEY) [--json]',
  '       master-control archive export --parquet DIR [--from-date YYYY-MM-DD] [--to-date YYYY-MM-DD] (--account NAME | --base-url …) [--json]',
  '       master-control archive forget --before YYYY-MM-DD (--account NAME | --base-url …) [--json]',
  '  The account\'s attempt archive, kept on this machine in the data folder (--data-dir).',
  '  --account NAME: any account the console knows, by name or id, the Sandbox included (--account sandbox);',
  '  --profile NAME is the same. stats, export and forget read only the archive: no key or secret needed.',
  '  sync reads the attempts the service holds since the last sync and adds each once; the Sandbox\'s',
  '  sync reads a Sandbox started for the command (the console\'s own lives only while it runs).',
  '  export writes one zstd Parquet file per month under DIR/month=YYYY-MM/ (times in UTC), 0600 in 0700 folders.',
  '  An account with nothing archived on this machine is said so (exit 2), never exported empty.',
  '  --base-url/--cdn/--api-key name an account by its address; the signing secret is read from MC_SECRET.',
].join('\n');

const SUBCOMMANDS = ['sync', 'stats', 'export', 'forget'] as const;
type Sub = (typeof SUBCOMMANDS)[number];

function parse(argv: string[]) {
  return parseAccountCommand(argv, {
    account: { type: 'string' },
    ...DATE_RANGE_OPTIONS,
    parquet: { type: 'string' },
    before: { type: 'string' },
    json: { type: 'boolean', default: false },
  } as const);
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
  const command = { name: 'archive', usage: ARCHIVE_USAGE, parse, check: checked };
  const prepared = await prepareCommand(command, argv, io, (values, input) => archiveAccount(values, input.sub === 'sync', env, secrets, io), secrets);
  if (typeof prepared === 'number') return prepared;
  const { input, account, values } = prepared;
  try {
    return await run(input, account, values, io, env, secrets);
  } finally {
    await account.stop();
  }
}

type Parsed = ReturnType<typeof parse>['values'];

async function run(input: ReturnType<typeof checked>, account: ArchiveAccount, values: Parsed, io: CliIo, env: NodeJS.ProcessEnv, secrets: KnownSecrets): Promise<number> {
  // A sync's address data loads while the archive process starts.
  const ipData = input.sub === 'sync' ? openIpData(shippedIpDataDir()) : null;
  ipData?.catch(() => undefined);
  const dir = archiveDir(values['data-dir'] ?? defaultDataDir(env), account.of);
  if (account.service === null && !existsSync(join(dir, ARCHIVE_FILE))) {
    io.err(`master-control archive: nothing is archived for ${accountWords(account.of)} on this machine; sync it first (archive sync), or name a kept account with --account NAME.`);
    return 2;
  }
  let archive: ArchiveSession;
  try {
    archive = await openArchive(dir);
  } catch (e) {
    io.err(`master-control archive: ${(e as Error).message}`);
    return 2;
  }
  const print = (value: object, text: string): void => io.out(values.json ? JSON.stringify(value) : text);
  try {
    if (input.sub === 'stats') {
      const s = await archive.request({ op: 'stats' });
      print(s, `${counted(s.rows, 'attempt')}, ${s.oldest ?? '–'} to ${s.newest ?? '–'} UTC, ${s.bytes.toLocaleString('en-US')} bytes.`);
      return 0;
    }
    if (input.sub === 'forget') {
      const { removed } = await archive.request({ op: 'forgetBefore', date: values.before! });
      print({ removed }, `Forgot ${counted(removed, 'attempt')} before ${values.before} UTC.`);
      return 0;
    }
    if (input.sub === 'export') {
      const { months } = await archive.request({ op: 'exportParquet', dir: values.parquet!, range: input.range });
      print({ months }, months.map((m) => `${monthFolder(m.month)}: ${counted(m.rows, 'attempt')}`).join('\n') || 'No attempts in that range.');
      return 0;
    }
    const ip = await ipData!;
    const run = startPagedRun(account.service!, io, 'the archive stays as it was');
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

/** An account as the operator named it: its name, or its address when given by address. */
function accountWords(of: ArchiveOf): string {
  return of.profileId === 'cli' ? `${of.baseUrl} (cdn ${of.cdn})` : `the account "${of.profileName}"`;
}
