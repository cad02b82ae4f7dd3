/**
 * The signed API client: validate → sign → POST → decode, with the retry rules of the
 * spec. Mutating commands go out once (one more try only when the first provably never
 * left, and one re-sign after 0002); reads retry transient failures with backoff.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { catalog, type CommandName, type CommandParams, type CommandResponse } from '../../../shared/api/catalog';
import type { ApiFailure, CallMeta, CallResult } from '../../../shared/api/failures';
import { type Clock, systemClock } from '../deps';
import type { Serialization } from '../signing/serialize';
import { serializeJson } from '../signing/serialize';
import { backoffDelayMs, DEFAULT_RETRY, type RetryPolicy, sleep } from './backoff';
import { checkBaseUrl } from './base-url';
import { createClockOffset } from './clock-offset';
import type { DecodedInfo } from './decode';
import { type RequestMembers, signMembers, type SigningProfile, validateParams } from './prepare';
import { redactFailure, scrub, secretForms } from './redact';
import { claimFlight } from './single-flight';
import { DEFAULT_MAX_BODY_BYTES, postForm } from './transport';
import { faultVerdict, responseVerdict, type Verdict } from './verdict';

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
}

export type PrepareResult = { ok: true; body: string; signedText: string; signature: string } | { ok: false; error: ApiFailure };

export interface ApiClient {
  call<N extends CommandName>(command: N, params: CommandParams<N>, opts?: CallOptions): Promise<CallResult<CommandResponse<N>>>;
  /** Validates and signs without sending (the `sign` CLI, the bench). */
  prepare<N extends CommandName>(command: N, params: CommandParams<N>): PrepareResult;
  /** Server clock minus local clock, ms, as last learned from a `Date` header. */
  clockOffsetMs(): number;
  /** Closes kept-alive connections. */
  close(): void;
}

interface Attempts {
  sent: number;
  retries: number;
  notSentRetries: number;
  resigned: boolean;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const target = checkBaseUrl(options.baseUrl);
  const clock = options.clock ?? systemClock;
  const offset = createClockOffset(options.initialClockOffsetMs ?? 0);
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const random = options.random ?? Math.random;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const agent = target.ok && target.url.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const profile: SigningProfile = { cdn: options.cdn, apiKey: options.apiKey, secret: options.secret, serialization: options.serialization };
  const profileId = `${options.baseUrl}|${options.cdn}|${createHash('sha256').update(options.apiKey).digest('hex').slice(0, 16)}`;
  const nowSec = (): number => Math.floor((clock.now() + offset.get()) / 1000);

  const baseUrlFailure = (command: string): ApiFailure | null =>
    target.ok ? null : { kind: 'invalid_request', issues: [{ path: 'baseUrl', message: target.message }], message: `${command} was not sent: ${target.message}.` };

  /** Meta of a call; the server's message is scrubbed like errors are (servers echo requests). */
  function meta(attempts: Attempts, started: number, info: DecodedInfo | null, secrets: readonly string[]): CallMeta {
    return {
      latencyMs: attempts.sent === 0 ? 0 : performance.now() - started,
      attempts: attempts.sent,
      handleTime: info?.handleTime ?? null,
      code: info?.code ?? null,
      message: info?.message == null ? null : scrub(info.message, secrets),
      clockOffsetMs: offset.get(),
    };
  }

  /** One POST of a freshly signed request; returns the verdict and the signature used. */
  async function attempt<N extends CommandName>(command: N, members: RequestMembers, canResign: boolean, signal?: AbortSignal): Promise<{ verdict: Verdict<CommandResponse<N>>; signature: string }> {
    const signed = signMembers(command, members, profile, nowSec());
    const mutates = catalog[command].mutates;
    const outcome = await postForm((target as { url: URL }).url, signed.body, {
      connectTimeoutMs: options.connectTimeoutMs ?? 5000,
      timeoutMs: options.timeoutMs ?? 30000,
      maxBodyBytes,
      signal,
      agent,
      userAgent: options.userAgent,
    });
    if (!outcome.ok) return { verdict: faultVerdict(command, mutates, outcome.fault, maxBodyBytes), signature: signed.signature };
    const date = outcome.response.date;
    const local = clock.now();
    offset.observe(date, local);
    const verdict = responseVerdict(command, mutates, outcome.response, canResign && date !== null);
    if (verdict.type === 'failure' && verdict.again === 'resign') offset.observe(date, local, true);
    return { verdict, signature: signed.signature };
  }

  /** Whether to go again after a failed attempt, within the policy (mutating: see header). */
  function mayRetry(again: 'not_sent' | 'transient' | 'resign' | null, mutates: boolean, a: Attempts): boolean {
    if (again === 'resign') return !a.resigned;
    if (again === null) return false;
    if (mutates) return again === 'not_sent' && a.notSentRetries === 0;
    return a.retries < policy.maxRetries;
  }

  async function run<N extends CommandName>(command: N, members: RequestMembers, signal?: AbortSignal): Promise<CallResult<CommandResponse<N>>> {
    const mutates = catalog[command].mutates;
    const a: Attempts = { sent: 0, retries: 0, notSentRetries: 0, resigned: false };
    const secrets = secretForms([options.apiKey, options.secret]);
    const started = performance.now();
    for (;;) {
      a.sent += 1;
      const { verdict, signature } = await attempt(command, members, !a.resigned, signal);
      secrets.push(...secretForms([signature]));
      if (verdict.type === 'success') return { ok: true, value: verdict.value, meta: meta(a, started, verdict.info, secrets) };
      const fail = (error: ApiFailure): CallResult<CommandResponse<N>> => ({
        ok: false,
        error: redactFailure(error, secrets),
        meta: meta(a, started, verdict.info, secrets),
      });
      if (!mayRetry(verdict.again, mutates, a)) return fail(verdict.error);
      if (verdict.again === 'resign') {
        a.resigned = true;
        continue;
      }
      if (verdict.again === 'not_sent') a.notSentRetries += 1;
      a.retries += 1;
      if (!(await sleep(backoffDelayMs(a.retries, policy, random), signal))) {
        return fail({ kind: 'cancelled', message: `${command} was cancelled while waiting to try again; nothing is outstanding.` });
      }
    }
  }

  return {
    async call(command, params, opts = {}) {
      const bad = baseUrlFailure(command);
      if (bad) return { ok: false, error: bad };
      const valid = validateParams(command, params, options.cdn);
      if (!valid.ok) return { ok: false, error: redactFailure(valid.error, secretForms([options.apiKey, options.secret])) };
      if (opts.signal?.aborted) return { ok: false, error: { kind: 'cancelled', message: `${command} was cancelled before it was sent.` } };
      if (!catalog[command].mutates) return run(command, valid.members, opts.signal);
      const flight = claimFlight(`${profileId}|${command}|${serializeJson(valid.members as never, 'standard')}`);
      if (flight === null) {
        return { ok: false, error: { kind: 'already_in_flight', message: `An identical ${command} is already on its way; this one was not sent. Wait for its result.` } };
      }
      try {
        return await run(command, valid.members, opts.signal);
      } finally {
        flight.release();
      }
    },
    prepare(command, params) {
      const bad = baseUrlFailure(command);
      if (bad) return { ok: false, error: bad };
      const valid = validateParams(command, params, options.cdn);
      if (!valid.ok) return { ok: false, error: valid.error };
      const signed = signMembers(command, valid.members, profile, nowSec());
      return { ok: true, body: signed.body, signedText: signed.signedText, signature: signed.signature };
    },
    clockOffsetMs: () => offset.get(),
    close: () => agent.destroy(),
  };
}
