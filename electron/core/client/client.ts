/**
 * The signed API client: validate → sign → POST → decode, with the retry rules of the
 * spec (call-loop.ts) and single-flight for mutating commands. One client per profile.
 */
import { alreadyInFlight, cancelled } from './failure-text';
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { catalog, type CommandName, type CommandParams, type CommandResponse } from '../../../shared/api/catalog';
import type { CallResult } from '../../../shared/api/failures';
import { type Clock, systemClock } from '../deps';
import { type Serialization, serializeJson } from '../../../shared/api/serialize';
import { DEFAULT_RETRY, type RetryPolicy } from './backoff';
import { checkBaseUrl } from '../../../shared/domain/base-url';
import { type CallContext, runCall } from './call-loop';
import { createClockOffset } from './clock-offset';
import { type PrepareResult, prepareRequest, type RequestMembers, type SigningProfile, validateRequest } from './prepare';
import { secretForms, shortestScrubbed } from './redact';
import { claimFlight } from './single-flight';
import { DEFAULT_MAX_BODY_BYTES } from './transport';

export interface ApiClientOptions {
  baseUrl: string;
  cdn: number;
  apiKey: string;
  secret: string;
  serialization: Serialization;
  connectTimeoutMs?: number;
  timeoutMs?: number;
  maxBodyBytes?: number;
  clock?: Clock;
  initialClockOffsetMs?: number;
  retry?: Partial<RetryPolicy>;
  random?: () => number;
  userAgent?: string;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Send a read under its catalog readAlias (the public documentation's name and members). */
  alias?: boolean;
}

export interface ApiClient {
  call<N extends CommandName>(command: N, params: CommandParams<N>, opts?: CallOptions): Promise<CallResult<CommandResponse<N>>>;
  /** Validates and signs without sending (the `sign` CLI, the bench). */
  prepare<N extends CommandName>(command: N, params: CommandParams<N>): PrepareResult;
  /** Server clock minus local clock, ms, as last learned from a `Date` header. */
  clockOffsetMs(): number;
  /** Closes kept-alive connections. */
  close(): void;
}

function contextOf(options: ApiClientOptions, url: URL): CallContext {
  const keepAlive = url.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  return {
    url,
    profile: { cdn: options.cdn, apiKey: options.apiKey, secret: options.secret, serialization: options.serialization } satisfies SigningProfile,
    clock: options.clock ?? systemClock,
    offset: createClockOffset(options.initialClockOffsetMs ?? 0),
    policy: { ...DEFAULT_RETRY, ...options.retry },
    random: options.random ?? Math.random,
    secrets: secretForms([options.apiKey, options.secret]),
    shortestSecret: shortestScrubbed([options.apiKey, options.secret]),
    post: {
      connectTimeoutMs: options.connectTimeoutMs ?? 5000,
      timeoutMs: options.timeoutMs ?? 30000,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      agent: keepAlive,
      userAgent: options.userAgent,
    },
  };
}

/** Request members under the alias's member names (order kept). */
function renamed(members: RequestMembers, names: Readonly<Record<string, string>>): RequestMembers {
  return Object.fromEntries(Object.entries(members).map(([k, v]) => [names[k] ?? k, v])) as RequestMembers;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const target = checkBaseUrl(options.baseUrl);
  const ctx = contextOf(options, target.ok ? target.url : new URL('http://127.0.0.1/'));
  // The profile's identity in single-flight keys: a hash, so no key sits in a shared table.
  const profileId = `${options.baseUrl}|${options.cdn}|${createHash('sha256').update(options.apiKey).digest('hex').slice(0, 16)}`;
  const secrets = ctx.secrets;

  return {
    async call(command, params, opts = {}) {
      const valid = validateRequest(command, params, target, options.cdn, secrets);
      if (!valid.ok) return valid;
      if (opts.signal?.aborted) return { ok: false, error: cancelled('before_send') };
      const entry = catalog[command];
      const alias = entry.readAlias;
      // `return await`: an async function returning a promise unwrapped takes extra ticks.
      if (opts.alias === true && alias !== undefined && !entry.mutates) return await runCall(ctx, command, renamed(valid.members, alias.members), opts.signal, alias.name);
      if (!entry.mutates) return await runCall(ctx, command, valid.members, opts.signal);
      const flight = claimFlight(`${profileId}|${command}|${serializeJson(valid.members as never, 'standard')}`);
      if (flight === null) {
        return { ok: false, error: alreadyInFlight() };
      }
      try {
        return await runCall(ctx, command, valid.members, opts.signal);
      } finally {
        flight.release();
      }
    },
    prepare: (command, params) => prepareRequest(command, params, target, ctx.profile, secrets, Math.floor((ctx.clock.now() + ctx.offset.get()) / 1000)),
    clockOffsetMs: () => ctx.offset.get(),
    close: () => ctx.post.agent?.destroy(),
  };
}
