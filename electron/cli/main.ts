/**
 * `master-control <command>`: the dispatcher. Each command lives in commands/ and is
 * loaded only when named, so `sign` never starts a server. Exit codes: 0 success,
 * 1 the server answered with a failure, 2 any other failure (network, timeout, unreadable
 * answer, outcome unknown, usage, files, a server that could not start): exit-codes.ts.
 */
import { type CliIo, processIo } from './io';

type Runner = (argv: string[], io: CliIo, env: NodeJS.ProcessEnv) => Promise<number>;

interface CommandEntry {
  summary: string;
  load(): Promise<Runner>;
}

export const commands: Record<string, CommandEntry> = {
  sandbox: {
    summary: 'run the simulated streaming API on a loopback port',
    load: async () => (await import('./commands/sandbox')).runSandboxCommand,
  },
  call: {
    summary: 'run one catalog command against an account or the sandbox',
    load: async () => (await import('./commands/call')).runCallCommand,
  },
  sign: {
    summary: 'print the signed request text for a command (nothing is sent)',
    load: async () => (await import('./commands/sign')).runSignCommand,
  },
  web: {
    summary: 'serve the console to your browser on 127.0.0.1 (web mode)',
    load: async () => (await import('./commands/web')).runWebCommand,
  },
  export: {
    summary: 'export a report or list to a file',
    load: async () => (await import('./commands/export')).runExportCommand,
  },
  insights: {
    summary: 'where attempts come from and which tickets are shared (insights attempts)',
    load: async () => (await import('./commands/insights')).runInsightsCommand,
  },
  archive: {
    summary: 'keep the account\'s attempts on this machine: sync, export to Parquet, forget (archive sync)',
    load: async () => (await import('./commands/archive')).runArchiveCommand,
  },
  sheet: {
    summary: 'check a run sheet file against an account and print its cues',
    load: async () => (await import('./commands/sheet')).runSheetCommand,
  },
};

export function usage(): string {
  const width = Math.max(...Object.keys(commands).map((c) => c.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return ['usage: master-control <command> [options]   (master-control <command> --help for its options)', '', 'commands:', ...lines].join('\n');
}

export async function runCli(argv: string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name === undefined ? 2 : 0;
  }
  const entry = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (entry === undefined) {
    io.err(`master-control: unknown command "${name}"\n${usage()}`);
    return 2;
  }
  try {
    return await (await entry.load())(rest, io, env);
  } catch (err) {
    io.err(`master-control ${name}: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
}

/** The process entry, called by bin/master-control.cjs on the built file: runs argv's command and exits with its code. */
export async function main(): Promise<void> {
  process.exit(await runCli(process.argv.slice(2), processIo, process.env));
}
