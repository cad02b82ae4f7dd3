/**
 * The main-process IPC router: one entry point for both transports. It finds the
 * channel in the contract, validates the input with the channel's schema before any
 * handler sees it, and always answers with an IpcResult — never a rejection, never a
 * raw exception. Sender checks belong to the transports: electron/app/ipc-handlers.ts
 * (the app's own app:// top frame) and electron/web/guard.ts (token, Host and Origin).
 */
import type { z } from 'zod';
import type { ContractSpec, IpcResult } from '../../../shared/ipc/define';
import { fail } from '../../../shared/ipc/define';
import type { Logger } from '../events/log';

export interface Router {
  dispatch(channel: string, input: unknown): Promise<IpcResult<unknown>>;
  /** Every routable channel, `<area>.<name>`. */
  channels(): string[];
}

type LooseHandler = (input: unknown) => Promise<IpcResult<unknown>>;
type LooseHandlers = Record<string, Record<string, LooseHandler | undefined> | undefined>;

/** Readable issues: `path: message`, joined for the one-line message. */
export function describeIssues(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function invalidInput(channel: string, error: z.ZodError): IpcResult<never> {
  const issues = describeIssues(error);
  const words = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return fail({ kind: 'invalid_input', message: `${channel} was refused: ${words}`, issues });
}

/**
 * Builds the router over a contract and handlers typed from it. A channel without a
 * handler is reported as unknown (and as a bug in the log) rather than crashing.
 */
export function createRouter<C extends ContractSpec>(contract: C, handlers: { [A in keyof C]: object }, log: Logger): Router {
  const loose = handlers as unknown as LooseHandlers;
  const names = Object.entries(contract).flatMap(([area, chans]) => Object.keys(chans).map((n) => `${area}.${n}`));

  async function dispatch(channel: string, input: unknown): Promise<IpcResult<unknown>> {
    const dot = typeof channel === 'string' ? channel.indexOf('.') : -1;
    const area = dot > 0 ? channel.slice(0, dot) : '';
    const name = dot > 0 ? channel.slice(dot + 1) : '';
    const spec = Object.hasOwn(contract, area) && Object.hasOwn(contract[area]!, name) ? contract[area]![name] : undefined;
    const handler = spec ? loose[area]?.[name] : undefined;
    if (!spec || typeof handler !== 'function') {
      if (spec) log.error(`router: no handler registered for ${channel}`);
      return fail({ kind: 'unknown_channel', message: `There is no channel called "${String(channel)}".` });
    }
    const parsed = spec.input.safeParse(input ?? {});
    if (!parsed.success) return invalidInput(channel, parsed.error);
    try {
      return await handler(parsed.data);
    } catch (err) {
      log.error(`router: ${channel} threw`, err);
      return fail({ kind: 'internal', message: `Something went wrong inside the app while running ${channel}; the details are in the log.` });
    }
  }

  return { dispatch, channels: () => [...names] };
}
