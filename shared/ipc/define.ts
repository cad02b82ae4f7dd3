/**
 * How the IPC contract is declared: each channel has an input schema (validated by the
 * main-process router before any service sees it) and an output type. Areas group
 * channels; the channel name on the wire is `<area>.<name>`. The preload bridge, the
 * web-mode client and the main-process handlers are all typed from these declarations.
 */
import type { z } from 'zod';
import type { ApiFailure } from '../api/failures';

export interface ChannelSpec<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I;
  readonly summary: string;
  /** Phantom: carries the output type; never set at run time. */
  readonly output?: O;
}

/** `channel<Output>()(inputSchema, summary)` — output is a type, input a schema. */
export function channel<O>() {
  return <I extends z.ZodType>(input: I, summary: string): ChannelSpec<I, O> => ({ input, summary });
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

export function channelName(area: string, name: string): string {
  return `${area}.${name}`;
}

/** What main implements for one area: each channel a function of the validated input. */
export type AreaHandlers<A extends AreaSpec> = {
  [K in keyof A]: (input: ChannelParsedInput<A[K]>) => Promise<IpcResult<ChannelOutput<A[K]>>>;
};

export type ContractHandlers<C extends ContractSpec> = { [A in keyof C]: AreaHandlers<C[A]> };

/** What the renderer calls for one area: `window.mc.<area>.<channel>(input)`. */
export type AreaBridge<A extends AreaSpec> = {
  [K in keyof A]: (input: ChannelInput<A[K]>) => Promise<IpcResult<ChannelOutput<A[K]>>>;
};
