/**
 * `master-control insights attempts`: where attempts come from and which tickets are shared,
 * for the console's Attempts filters, from a shell. Same run as the app
 * (electron/core/insights): pages through sevu.errorlog with the export engine's pager and
 * tallies as it goes. Progress on stderr; the tables (or --json) on stdout. Ctrl-C cancels
 * and prints what was read. Exit codes as `call`: 0 done, 1 the server refused, 2 anything else.
 */
import { KnownSecrets } from '../../core/events/known-secrets';
import { openIpData, shippedIpDataDir } from '../../core/insights/ip-data';
import { runInsights } from '../../core/insights/run';
import { DEFAULT_SHARING, type InsightsProgress } from '../../../shared/domain/insights/types';
import { archiveDir } from '../../core/archive/place';
import { insightsFromArchive } from '../../core/archive/insights';
import { defaultDataDir } from '../../core/profiles/data-dir';
import { DATE_RANGE_OPTIONS, dateRangeOf } from '../date-range';
import { insightsJson, insightsText } from '../../../shared/domain/insights/report';
import { attemptParams, checkAttemptFilter, emptyAttemptFilter } from '../../../shared/domain/viewers/filters';
import { atMostEverySecond, pagedExit, startPagedRun } from '../paged-run';
import { ACCOUNT_USAGE, UsageError, parseAccountCommand, prepareAccountCommand } from '../account-flags';
import { exitCodeOf } from '../exit-codes';
import type { CliIo } from '../io';

export const INSIGHTS_USAGE = [
  'usage: master-control insights attempts [--profile NAME | --base-url URL --cdn N --api-key KEY]',
  '         [--app A] [--video V] [--since DATETIME] [--result accepted|rejected]',
  '         [--from archive [--from-date YYYY-MM-DD] [--to-date YYYY-MM-DD]]',
  '         [--max-ips N] [--window-hours H] [--json]',
  '  --from archive reads the account\'s archive on this machine (master-control archive sync) instead of the service.',
  '  Attempts by country and by network (AS) of the viewer address, and shared tickets: keys used',
  `  from more than --max-ips addresses (default ${DEFAULT_SHARING.maxIps}) or from 2+ countries or networks within one`,
  `  UTC-aligned window of --window-hours (default ${DEFAULT_SHARING.windowHours}). --since is UTC, YYYY-MM-DD [HH:MM].`,
  '  Places come from offline data shipped with the console and are approximate.',
  ...ACCOUNT_USAGE,
].join('\n');

function parse(argv: string[]) {
  return parseAccountCommand(argv, {
    app: { type: 'string', default: '' },
    video: { type: 'string', default: '' },
    since: { type: 'string', default: '' },
    result: { type: 'string', default: 'all' },
    'max-ips': { type: 'string', default: String(DEFAULT_SHARING.maxIps) },
    'window-hours': { type: 'string', default: String(DEFAULT_SHARING.windowHours) },
    from: { type: 'string', default: 'service' },
    ...DATE_RANGE_OPTIONS,
    json: { type: 'boolean', default: false },
  } as const);
}

function checked(positionals: string[], values: ReturnType<typeof parse>['values']) {
  if (positionals[0] !== 'attempts' || positionals.length !== 1) throw new UsageError('say what to look into: insights attempts');
  if (!['all', 'accepted', 'rejected'].includes(values.result)) throw new UsageError('--result is accepted or rejected');
  if (values.from !== 'service' && values.from !== 'archive') throw new UsageError('--from is service or archive');
  const range = dateRangeOf(values);
  if (values.from === 'service' && Object.keys(range).length > 0) throw new UsageError('--from-date and --to-date read the archive: add --from archive');
  if (values.from === 'archive' && (values.app !== '' || values.video !== '' || values.since !== '' || values.result !== 'all')) {
    throw new UsageError('--from archive takes --from-date and --to-date; --app, --video, --since and --result filter the service');
  }
  const filter = { ...emptyAttemptFilter, app: values.app, video: values.video, since: values.since, success: values.result as 'all' };
  const problems = Object.entries(checkAttemptFilter(filter)).map(([field, why]) => `--${field}: ${why}`);
  if (problems.length > 0) throw new UsageError(problems.join('; '));
  const maxIps = Number(values['max-ips']);
  const windowHours = Number(values['window-hours']);
  if (!Number.isInteger(maxIps) || maxIps < 1) throw new UsageError('--max-ips is a whole number, 1 or more');
  if (!(windowHours > 0) || windowHours > 24 * 366) throw new UsageError('--window-hours is more than 0 and at most a year');
  return { params: attemptParams(filter), rule: { maxIps, windowHours }, range: values.from === 'archive' ? range : null };
}

export async function runInsightsCommand(argv: string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const secrets = new KnownSecrets();
  const prepared = await prepareAccountCommand({ name: 'insights', usage: INSIGHTS_USAGE, parse, check: checked }, argv, io, env, secrets);
  if (typeof prepared === 'number') return prepared;
  const { input, account, values } = prepared;
  const ip = await openIpData(shippedIpDataDir());
  const run = startPagedRun(account, io, 'the tables will cover the attempts read so far');
  const { client } = run;
  try {
    const onProgress = atMostEverySecond((p: InsightsProgress) => io.err(p.message));
    const r = input.range !== null
      ? await insightsFromArchive(archiveDir(values['data-dir'] ?? defaultDataDir(env), account), { id: 'cli', range: input.range, rule: input.rule, ip, signal: run.signal, onProgress })
      : await runInsights({ id: 'cli', call: (command, params, options) => client.call(command, params, options), params: input.params, rule: input.rule, ip, signal: run.signal, onProgress });
    if (!r.ok) {
      io.err(secrets.scrub(`master-control insights: ${r.error.message}`));
      return exitCodeOf(r.error.kind);
    }
    io.out(secrets.scrub(values.json ? JSON.stringify(insightsJson(r.value, ip.about)) : insightsText(r.value, ip.about)));
    return pagedExit(r.value.complete, null);
  } finally {
    run.close();
  }
}
