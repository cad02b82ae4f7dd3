/**
 * The attempts of one call: sign with the server-corrected time, POST, judge, and maybe go
 * again. verdict.ts decides what an attempt means; this file only applies the budget:
 * mutating commands get one more try only when the first provably never left, every call
 * one re-sign after 0002, reads `maxRetries` jittered retries of transient failures.
 */
import { cancelled } from './failure-text';
import { performance } from 'node:perf_hooks';
import { catalog, type CommandName, type CommandResponse } from '../../../shared/api/catalog';
import type { ApiFailure, CallMeta, CallResult } from '../../../shared/api/failures';
import type { Clock } from '../deps';
import { backoffDelayMs, type RetryPolicy, sleep } from './backoff';
import type { ClockOffset } from './clock-offset';
import type { DecodedInfo } from './decoded';
import { type RequestMembers, signMembers, type SigningProfile } from './prepare';
import { redactFailure, scrub, secretForms } from './redact';
import { type PostOptions, postForm, type TransportOutcome } from './transport';
import { type Again, faultVerdict, responseVerdict, type Verdict } from './verdict';

export interface CallContext {
  url: URL;
  profile: SigningProfile;
  clock: Clock;
  offset: ClockOffset;
  policy: RetryPolicy;
  random: () => number;
  post: Omit<PostOptions, 'signal'>;
  /** Every form of the API key and secret (redact.ts), computed once per client, not per call. */
  secrets: readonly string[];
  /** Length of the shortest raw secret long enough to be scrubbed (raw is each secret's shortest form). */
  shortestSecret: number;
}

interface Attempts {
  sent: number;
  retries: number;
  notSentRetries: number;
  resigned: boolean;
}

/**
 * What one POST's outcome means; the clock offset learns from every Date header.
 * Synchronous, so a call awaits only the transport (no promise per attempt).
 */
function judge<N extends CommandName>(ctx: CallContext, command: N, mutates: boolean, outcome: TransportOutcome, canResign: boolean): Verdict<CommandResponse<N>> {
  if (!outcome.ok) return faultVerdict(command, mutates, outcome.fault, ctx.post.maxBodyBytes);
  const { date } = outcome.response;
  const local = ctx.clock.now();
  ctx.offset.observe(date, local);
  const verdict = responseVerdict(command, mutates, outcome.response, canResign && date !== null);
  // 0002: the server says our time is off, so take its Date even within the usual tolerance.
  if (verdict.type === 'failure' && verdict.again === 'resign') ctx.offset.observe(date, local, true);
  return verdict;
}

/** Base64 of a 32-byte HMAC: every signature is this long. */
const SIGNATURE_LENGTH = 44;

/**
 * A server message scrubbed of secrets. A message shorter than every raw secret and
 * signature (raw is the shortest form of each) cannot hold one: no forms are built.
 */
function scrubMessage(ctx: CallContext, message: string, secrets: () => readonly string[]): string {
  return message.length < Math.min(ctx.shortestSecret, SIGNATURE_LENGTH) ? message : scrub(message, secrets());
}

function mayRetry(again: Again, mutates: boolean, a: Attempts, policy: RetryPolicy): boolean {
  if (again === 'resign') return !a.resigned;
  if (again === null) return false;
  if (mutates) return again === 'not_sent' && a.notSentRetries === 0;
  return a.retries < policy.maxRetries;
}

function metaOf(ctx: CallContext, a: Attempts, started: number, info: DecodedInfo | null, secrets: () => readonly string[]): CallMeta {
  return {
    latencyMs: performance.now() - started,
    attempts: a.sent,
    handleTime: info?.handleTime ?? null,
    code: info?.code ?? null,
    // Servers echo requests into messages; scrubbed like errors are.
    message: info?.message == null ? null : scrubMessage(ctx, info.message, secrets),
    clockOffsetMs: ctx.offset.get(),
    ...(info !== null && info.warnings.length > 0 ? { warnings: info.warnings.map((w) => scrub(w, secrets())) } : {}),
  };
}

/** Runs the attempts of one validated call; every failure leaves scrubbed of secrets. */
/** `sendAs`: the name on the wire when it is the command's readAlias (decoded as `command`). */
export async function runCall<N extends CommandName>(ctx: CallContext, command: N, members: RequestMembers, signal?: AbortSignal, sendAs?: string): Promise<CallResult<CommandResponse<N>>> {
  const mutates = catalog[command].mutates;
  const a: Attempts = { sent: 0, retries: 0, notSentRetries: 0, resigned: false };
  const signatures: string[] = [];
  // The forms of this call's signatures are built only when a text has to be scrubbed.
  const secrets = (): readonly string[] => [...ctx.secrets, ...secretForms(signatures)];
  const started = performance.now();
  const post = signal === undefined ? ctx.post : { ...ctx.post, signal };
  for (;;) {
    a.sent += 1;
    // Signed afresh for every attempt, with the server-corrected time.
    const signed = signMembers((sendAs ?? command) as CommandName, members, ctx.profile, Math.floor((ctx.clock.now() + ctx.offset.get()) / 1000));
    signatures.push(signed.signature);
    const verdict = judge(ctx, command, mutates, await postForm(ctx.url, signed.body, post), !a.resigned);
    if (verdict.type === 'success') return { ok: true, value: verdict.value, meta: metaOf(ctx, a, started, verdict.info, secrets) };
    const fail = (error: ApiFailure): CallResult<CommandResponse<N>> => ({ ok: false, error: redactFailure(error, secrets()), meta: metaOf(ctx, a, started, verdict.info, secrets) });
    if (!mayRetry(verdict.again, mutates, a, ctx.policy)) return fail(verdict.error);
    if (verdict.again === 'resign') {
      a.resigned = true;
      continue;
    }
    if (verdict.again === 'not_sent') a.notSentRetries += 1;
    a.retries += 1;
    if (!(await sleep(backoffDelayMs(a.retries, ctx.policy, ctx.random), signal))) {
      return fail(cancelled('waiting_to_retry'));
    }
  }
}
