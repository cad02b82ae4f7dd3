/**
 * The main-process logger: one line per event, known secrets scrubbed before anything
 * is written. Electron mode writes to stdout/stderr as any app would; web mode sends
 * everything to stderr so stdout stays free for the URL/token handshake.
 */
import { KnownSecrets } from './known-secrets';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export type LineSink = (level: LogLevel, line: string) => void;

/** Writes lines to the process streams: errors (and everything in web mode) to stderr. */
export function processSink(mode: 'electron' | 'web'): LineSink {
  return (level, line) => {
    const toStderr = mode === 'web' || level === 'warn' || level === 'error';
    (toStderr ? process.stderr : process.stdout).write(`${line}\n`);
  };
}

function describe(details: unknown): string {
  if (details === undefined) return '';
  if (details instanceof Error) return ` ${details.name}: ${details.message}${details.stack ? `\n${details.stack}` : ''}`;
  try {
    return ` ${JSON.stringify(details)}`;
  } catch {
    return ` ${String(details)}`;
  }
}

/** A logger whose every line passes through `secrets.scrub` before reaching the sink. */
export function createLogger(sink: LineSink, secrets: KnownSecrets, clock: () => number = Date.now): Logger {
  const write = (level: LogLevel) => (message: string, details?: unknown) => {
    const line = `${new Date(clock()).toISOString()} ${level.toUpperCase()} ${message}${describe(details)}`;
    sink(level, secrets.scrub(line));
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** A logger that keeps lines in memory (tests, the canary scan). */
export function memoryLogger(secrets: KnownSecrets): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(createLogger((_l, line) => lines.push(line), secrets), { lines });
}
