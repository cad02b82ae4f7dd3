/**
 * `master-control sandbox`: runs the simulated service on a loopback port, prints ONE JSON
 * line with what a profile needs (base_url, cdn, api_key, secret, plus the admin URL and
 * token for tests), then serves until SIGINT/SIGTERM or POST /__admin/close.
 */
import { parseArgs } from 'node:util';
import { type SandboxOptions, startSandbox } from '../../sandbox';
import { parseFaultSpec } from '../../sandbox/http/faults';
import type { CliIo } from '../io';

const HELP = `usage: master-control sandbox [--host 127.0.0.1] [--port 0] [--seed N] [--attempts N] [--tickets N] [--services N]
                              [--fault COMMAND:KIND[:ARG]]... [--timestamp-window SEC]
                              [--signature-mode either|raw|php] [--push-delay-ms MS] [--split-busy-ms MS]
                              [--strict] [--quirks]
  --services N stored push services (destinations): the seven seeded ones, or N of them
           (more are plain RTMP destinations: a large account, e.g. 200 for the scale bench)
  --strict empty-string members are values, id + app/stream forms together are refused,
           /stable redirects to /stable/ (the default is as lenient as the service)
  --quirks answers in a PHP service's variant forms (numbers as strings, nulls, "", [] for
           empty objects, lists keyed by id, a BOM, a PHP notice…), seeded with --seed
  --fault  e.g. pushpublish.connect:reset, sevu.search:latency:200, *:http:503
           kinds: latency:MS, http:500|503, busy, empty, html, truncated, wrong_types,
           reset, hang, fail_after_apply (the command is applied, then the fault answers),
           rename_list:NAME (lists sent under NAME), null_items (two null items per list)`;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new TypeError(`--${name} must be a whole number (0 or more), got ${text}`);
  return n;
}

function signatureMode(text: string | undefined): 'either' | 'raw' | 'php' {
  if (text === undefined || text === 'either' || text === 'raw' || text === 'php') return text ?? 'either';
  throw new TypeError(`--signature-mode is either, raw or php, got ${text}`);
}

/** Waits for a stop signal or for the sandbox to be closed another way. */
function untilStopped(closed: Promise<void>, close: () => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => void close().then(done);
    const done = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    void closed.then(done);
  });
}

const OPTIONS = {
  host: { type: 'string', default: '127.0.0.1' },
  port: { type: 'string', default: '0' },
  seed: { type: 'string' },
  attempts: { type: 'string' },
  tickets: { type: 'string' },
  services: { type: 'string' },
  fault: { type: 'string', multiple: true },
  'timestamp-window': { type: 'string' },
  'signature-mode': { type: 'string' },
  'push-delay-ms': { type: 'string' },
  'split-busy-ms': { type: 'string' },
  strict: { type: 'boolean', default: false },
  quirks: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; strict: true }>>['values'];

/** Flags → sandbox options, each checked with a message naming the flag. */
function sandboxOptions(values: Values): SandboxOptions {
  if (!LOOPBACK_HOSTS.has(values.host)) throw new TypeError(`--host must be a loopback address (127.0.0.1, ::1), got ${values.host}`);
  return {
    host: values.host,
    port: count('port', values.port, 0),
    seed: count('seed', values.seed, 1),
    attempts: count('attempts', values.attempts, 5000),
    tickets: count('tickets', values.tickets, 500),
    ...(values.services === undefined ? {} : { services: count('services', values.services, 7) }),
    timestampWindowSec: count('timestamp-window', values['timestamp-window'], 300),
    signatureMode: signatureMode(values['signature-mode']),
    pushConnectDelayMs: count('push-delay-ms', values['push-delay-ms'], 600),
    splitBusyMs: count('split-busy-ms', values['split-busy-ms'], 1500),
    faults: (values.fault ?? []).map(parseFaultSpec),
    strict: values.strict,
    ...(values.quirks ? { quirksSeed: count('seed', values.seed, 1) } : {}),
  };
}

export async function runSandboxCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) {
    io.out(HELP);
    return 0;
  }
  const sb = await startSandbox(sandboxOptions(values));
  io.out(JSON.stringify({ base_url: sb.baseUrl, cdn: sb.cdn, api_key: sb.apiKey, secret: sb.secret, admin_url: sb.adminUrl, admin_token: sb.adminToken }));
  await untilStopped(sb.closed(), () => sb.close());
  return 0;
}
