/**
 * The shape of one catalog entry. An entry is the single source of truth for a command:
 * the client validates and orders request members from `request`, decodes the success
 * body with `response`, the sandbox answers from it, IPC and forms derive from it.
 */
import type { z } from 'zod';
import { once } from './lazy';

export type CommandArea = 'recording' | 'reports' | 'geo' | 'channel' | 'viewers' | 'push' | 'streams' | 'uploads';

export interface CommandSpec<
  Name extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  readonly name: Name;
  readonly area: CommandArea;
  /**
   * What a person calls the action ("Split recording"): Activity, forms and subtitles show
   * this; the raw name stays for tooltips, the Activity detail and the CLI.
   */
  readonly title: string;
  /** One line, shown in the CLI help and in the audit log. */
  readonly summary: string;
  /**
   * Request members of the command (without command/cdn/api_key/timestamp/signature).
   * A strict object: key order here IS the member order sent on the wire.
   */
  readonly request: Req;
  /** Decodes the whole success body (envelope members included) into the domain shape. */
  readonly response: Res;
  /** Changes live state: audited, single-flight, never automatically resent. */
  readonly mutates: boolean;
  /** Sending it twice leaves the same state as once. */
  readonly idempotent: boolean;
  /** false when the spec names the command but does not show its shapes. */
  readonly documented: boolean;
  /**
   * A request member that names the account besides `cdn` (geoblock.update's `cdn_id`).
   * The client fills it from the profile when the caller leaves it out.
   */
  readonly accountMember?: string;
  /**
   * The code that means "nothing found" when it comes with `status: "failure"` (the spec
   * leaves the status of codes ending in 0 unshown), and the members of the empty result
   * it stands for. The client decodes such an answer as a success with those members.
   */
  readonly noMatch?: { readonly code: string; readonly members: Readonly<Record<string, unknown>> };
  /**
   * The public documentation's name for a read the spec renames (and its member renames).
   * A `0000` answer (unknown command: provably not executed) to the spec's name is tried
   * once under this one; mutating commands never have one.
   */
  readonly readAlias?: { readonly name: string; readonly members: Readonly<Record<string, string>> };
  /**
   * Request members sent a second time under another name, with the same value, after the
   * others: the spec and a public example name one member two ways and the service is
   * known to read only one of them (sevu.errorlog's `datetime`, `starttime` in the example).
   */
  readonly sentAlso?: Readonly<Record<string, string>>;
  /** Why the shapes are what they are, when not straight from the spec. */
  readonly note?: string;
}

/**
 * What a command file writes: the entry with its two schemas as builders, so that loading
 * the catalog builds no schema (see lazy.ts); each is built once, when first read.
 */
type CommandDefinition<Name extends string, Req extends z.ZodType, Res extends z.ZodType> = Omit<CommandSpec<Name, Req, Res>, 'request' | 'response'> & {
  readonly request: () => Req;
  readonly response: () => Res;
};

/** Keeps literal names and schema types while checking the entry against CommandSpec. */
export function defineCommand<Name extends string, Req extends z.ZodType, Res extends z.ZodType>(
  definition: CommandDefinition<Name, Req, Res>,
): CommandSpec<Name, Req, Res> {
  const { request, response, ...rest } = definition;
  const buildRequest = once(request);
  const buildResponse = once(response);
  return Object.freeze({
    ...rest,
    get request() {
      return buildRequest();
    },
    get response() {
      return buildResponse();
    },
  });
}
