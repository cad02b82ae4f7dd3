/**
 * What a command that pages through an account (export, insights) sets up around its run:
 * the signed client for the account, and Ctrl-C turned into a cancel that keeps what was
 * read so far. `close` undoes both.
 */
import { type ApiClient, createApiClient } from '../core/client';
import { systemClock } from '../core/deps';
import type { AccountTarget } from '../core/profiles/direct-target';
import { EXIT_OTHER, exitCodeOf } from './exit-codes';
import type { CliIo } from './io';

export interface PagedRun {
  client: ApiClient;
  signal: AbortSignal;
  close(): void;
}

/** `onCancel`: what Ctrl-C keeps, in words ("the file will keep the rows written so far"). */
export function startPagedRun(account: AccountTarget, io: CliIo, onCancel: string): PagedRun {
  const client = createApiClient({ baseUrl: account.baseUrl, cdn: account.cdn, apiKey: account.apiKey, secret: account.secret, serialization: account.serialization, clock: systemClock });
  const controller = new AbortController();
  const onSigint = (): void => {
    io.err(`Cancelling… ${onCancel}.`);
    controller.abort();
  };
  process.once('SIGINT', onSigint);
  return {
    client,
    signal: controller.signal,
    close: () => {
      process.off('SIGINT', onSigint);
      client.close();
    },
  };
}

/** A progress handler that shows a running state at most once a second, and every other state at once. */
export function atMostEverySecond<P extends { state: string }>(show: (p: P) => void): (p: P) => void {
  let lastLine = 0;
  return (p) => {
    if (p.state === 'running' && Date.now() - lastLine < 1000) return;
    lastLine = Date.now();
    show(p);
  };
}

/**
 * A paged run's exit code (export, insights, the archive's sync): 0 only when it read every
 * matching row; "not complete" (pages moved, counts disagree, cancelled) is 2; a failure
 * the server answered keeps its own code.
 */
export function pagedExit(complete: boolean, error: { kind: string } | null): number {
  if (complete) return 0;
  return error === null ? EXIT_OTHER : exitCodeOf(error.kind);
}
