/**
 * Electron's main process only warns on an unhandled rejection (electron#36528), so a
 * lost promise in a command path would vanish. These handlers log it through the
 * redacting logger — the message never carries a secret.
 */
export interface ProcessLike {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
}

export interface ErrorLog {
  error(message: string, details?: unknown): void;
}

export function installProcessHandlers(proc: ProcessLike, log: ErrorLog): void {
  proc.on('unhandledRejection', (reason) => log.error('main: unhandled promise rejection (a bug)', reason));
  proc.on('uncaughtException', (error) => log.error('main: uncaught exception (a bug)', error));
}
