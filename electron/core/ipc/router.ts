/**
 * The main-process IPC router: one entry point for both transports. It finds the
 * channel in the contract, validates the input with the channel's schema before any
 * handler sees it, and always answers with an IpcResult — never a rejection, never a
 * raw exception. Sender checks belong to the transports: electron/app/ipc-handlers.ts
 * (the app's own app:// top frame) and electron/web/guard.ts (token, Host and Origin).
 * Account binding belongs here, once for both: a bound channel (define.ts) runs only
 * when the account it was prepared on is the active one.
 */
import type { z } from 'zod';
import { catalog, type CommandName } from '../../../shared/api/catalog';
import type { ChannelSpec, ContractSpec, IpcResult } from '../../../shared/ipc/define';
import { fail } from '../../../shared/ipc/define';
import { refuseForeign } from './refuse-foreign';
import type { Logger } from '../events/log';
import { runBoundTo } from './bound-account';

export interface Router {
  /** `account`: the profile id a bound channel's call was prepared on (ignored by unbound ones). */
  dispatch(channel: string, input: unknown, account?: unknown): Promise<IpcResult<unknown>>;
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

interface Named {
  id: string;
  name: string;
}

/** What the router needs to bind calls to accounts: who is active, names, and the audit. */
export interface AccountGuard {
  active(): Named;
  find(id: string): Named | undefined;
  /** Writes a refused entry (intent and outcome at once) to the audit log. */
  refused(entry: { profileId: string; profileName: string; command: string; params: Record<string, unknown>; message: string }): void;
}

/** The command a refused call would have run, if it would have been audited; else null. */
function auditedCommand(spec: ChannelSpec, channel: string, input: unknown): string | null {
  if (channel === 'api.call') {
    const command = (input as { command?: unknown } | null)?.command;
    return typeof command === 'string' && Object.hasOwn(catalog, command) && catalog[command as CommandName].mutates ? command : null;
  }
  return spec.audits ?? channel;
}

/**
 * Builds the router over a contract and handlers typed from it. A channel without a
 * handler is reported as unknown (and as a bug in the log) rather than crashing.
 */
/** Holds a call before it runs (the two-person rule): runs it, or answers in its place. */
export type CallHold = (channel: string, input: unknown, account: unknown, run: () => Promise<IpcResult<unknown>>) => Promise<IpcResult<unknown>>;

export function createRouter<C extends ContractSpec>(contract: C, handlers: { [A in keyof C]: object }, log: Logger, guard: AccountGuard, hold: CallHold = (_c, _i, _a, run) => run()): Router {
  const loose = handlers as unknown as LooseHandlers;
  const names = Object.entries(contract).flatMap(([area, chans]) => Object.keys(chans).map((n) => `${area}.${n}`));

  /** Null when the call may run; otherwise the refusal, already audited where it would have been. */
  function refuseCall(spec: ChannelSpec, channel: string, input: unknown, account: unknown): IpcResult<never> | null {
    const active = guard.active();
    if (account === active.id) return null;
    const command = auditedCommand(spec, channel, input);
    const params = channel === 'api.call' ? ((input as { params?: Record<string, unknown> }).params ?? {}) : (input as Record<string, unknown>);
    const audited = command === null ? null : { command, params, record: (entry: Parameters<AccountGuard['refused']>[0]) => guard.refused(entry) };
    return fail(refuseForeign({ where: 'router', what: channel, preparedOnId: account, active, find: (id) => guard.find(id), log, audited }));
  }

  async function dispatch(channel: string, input: unknown, account?: unknown): Promise<IpcResult<unknown>> {
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
    const refused = spec.bound ? refuseCall(spec, channel, parsed.data, account) : null;
    if (refused) return refused;
    try {
      const run = () => (spec.bound ? runBoundTo(account as string, () => handler(parsed.data)) : handler(parsed.data));
      return await hold(channel, parsed.data, account, run);
    } catch (err) {
      log.error(`router: ${channel} threw`, err);
      return fail({ kind: 'internal', message: `Something went wrong inside the app while running ${channel}; the details are in the log.` });
    }
  }

  return { dispatch, channels: () => [...names] };
}
