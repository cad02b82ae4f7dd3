/**
 * How the IPC contract is declared: each channel has an input schema (validated by the
 * main-process router before any service sees it) and an output type. Areas group
 * channels; the channel name on the wire is `<area>.<name>`. The preload bridge, the
 * web-mode client and the main-process handlers are all typed from these declarations.
 */
import type { z } from 'zod';
import type { ApiFailure } from '../api/failures';

export interface ChannelSpec<I extends z.ZodType = z.ZodType, O = unknown, B extends boolean = boolean> {
  readonly input: I;
  readonly summary: string;
  /**
   * Account-bound: the call acts on the account's behalf (changes live state or writes),
   * so it must carry the id of the account the operator saw when pressing it, and the
   * router refuses it (`wrong_account`, nothing run) when that is not the active account.
   */
  readonly bound: B;
  /** The catalog command a bound channel runs, named in the audit entry of a refusal. */
  readonly audits?: string;
  /** Phantom: carries the output type; never set at run time. */
  readonly output?: O;
}

export interface BoundOptions {
  bound: true;
  audits?: string;
}

/**
 * `channel<Output>()(inputSchema, summary)` — output is a type, input a schema;
 * `channel<Output>()(inputSchema, summary, { bound: true })` declares it account-bound.
 */
export function channel<O>() {
  function make<I extends z.ZodType>(input: I, summary: string): ChannelSpec<I, O, false>;
  function make<I extends z.ZodType>(input: I, summary: string, options: BoundOptions): ChannelSpec<I, O, true>;
  function make<I extends z.ZodType>(input: I, summary: string, options?: BoundOptions): ChannelSpec<I, O> {
    return options ? { input, summary, bound: true, ...(options.audits ? { audits: options.audits } : {}) } : { input, summary, bound: false };
  }
  return make;
}

export type AreaSpec = Record<string, ChannelSpec>;
export type ContractSpec = Record<string, AreaSpec>;

export type ChannelInput<C> = C extends ChannelSpec<infer I, unknown> ? z.input<I> : never;
export type ChannelParsedInput<C> = C extends ChannelSpec<infer I, unknown> ? z.output<I> : never;
export type ChannelOutput<C> = C extends ChannelSpec<z.ZodType, infer O> ? O : never;

/** Failures that are not API failures but still expected (typed, shown in words). */
export type AppFailure =
  | { kind: 'invalid_input'; message: string; issues: Array<{ path: string; message: string }> }
  | { kind: 'forbidden_sender'; message: string }
  | { kind: 'unknown_channel'; message: string }
  | { kind: 'not_found'; message: string }
  | { kind: 'conflict'; message: string }
  /** No credentials stored for the active account (or no secret backend to hold them). */
  | { kind: 'no_credentials'; message: string }
  | { kind: 'keychain_unavailable'; message: string }
  | { kind: 'vault_locked'; message: string }
  | { kind: 'vault_wrong_passphrase'; message: string }
  | { kind: 'io_error'; message: string }
  /** A paged read whose pages moved under it (shared/domain/viewers/not-complete): stopped, not complete. */
  | { kind: 'paging_drift'; message: string; atRow: number }
  /**
   * An account-bound call prepared on one account reached main while another is active
   * (or said no account): refused, nothing sent. Ids of the profiles; `message` names them.
   */
  | { kind: 'wrong_account'; message: string; preparedOn: string; active: string }
  /** A bug: logged in main with details, shown to the operator as this sentence. */
  | { kind: 'internal'; message: string };

export type IpcError = ApiFailure | AppFailure;
export type IpcErrorKind = IpcError['kind'];

/** The envelope every channel answers with; errors survive any transport as plain data. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export function ok<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(error: IpcError): IpcResult<T> {
  return { ok: false, error };
}

/** What main implements for one area: each channel a function of the validated input. */
export type AreaHandlers<A extends AreaSpec> = {
  [K in keyof A]: (input: ChannelParsedInput<A[K]>) => Promise<IpcResult<ChannelOutput<A[K]>>>;
};

export type ContractHandlers<C extends ContractSpec> = { [A in keyof C]: AreaHandlers<C[A]> };

/**
 * What the renderer calls for one area: `window.mc.<area>.<channel>(input)`; a bound
 * channel also takes the id of the account the action was prepared on — required, so
 * forgetting it does not compile.
 */
export type AreaBridge<A extends AreaSpec> = {
  [K in keyof A]: A[K] extends { bound: true }
    ? (input: ChannelInput<A[K]>, account: string) => Promise<IpcResult<ChannelOutput<A[K]>>>
    : (input: ChannelInput<A[K]>) => Promise<IpcResult<ChannelOutput<A[K]>>>;
};

/**
 * The one wording of a `wrong_account` refusal, built in main where both names are
 * known. `preparedOn` is null when the call named no account at all.
 */
export function wrongAccount(preparedOn: { id: string; name: string } | null, active: { id: string; name: string }): AppFailure {
  const message = preparedOn
    ? `Not sent: this was prepared on ${preparedOn.name}, but the active account is now ${active.name}. Nothing was sent; check the screen and press again.`
    : `Not sent: this action did not say which account it was prepared on, and the active account is ${active.name}. Nothing was sent; check the screen and press again.`;
  return { kind: 'wrong_account', message, preparedOn: preparedOn?.id ?? '', active: active.id };
}
