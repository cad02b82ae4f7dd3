/**
 * "Test connection": one harmless read (video.getapps; sevu.search with limit 1 when the
 * server does not know that command), reporting latency and the server clock offset,
 * then the same read in the other serialization to learn which ones the server accepts.
 * Only reads are ever sent in the other serialization.
 */
import type { CallResult } from '../../../shared/api/failures';
import type { Profile } from '../../../shared/domain/profile';
import type { ConnectionTest, SerializationVerdict } from '../../../shared/ipc/accounts';
import type { ApiClient } from '../client';
import type { Serialization } from '../../../shared/api/serialize';
import type { ClientPool } from './clients';
import { connectionStateOf } from './outcome';
import type { ConnectionTracker } from './connection';
import { redirectTarget, redirectWords } from './redirect-probe';

const UNKNOWN_COMMAND = '0000';

async function harmlessRead(client: ApiClient): Promise<CallResult<unknown>> {
  const first = await client.call('video.getapps', {});
  if (!first.ok && first.error.kind === 'api_failure' && first.error.code === UNKNOWN_COMMAND) {
    return client.call('sevu.search', { limit: 1 });
  }
  return first;
}

function verdictOf(result: CallResult<unknown>): SerializationVerdict {
  if (result.ok) return 'accepted';
  return result.error.kind === 'signature_rejected' ? 'rejected' : 'unknown';
}

function describeOffset(ms: number): string {
  if (Math.abs(ms) < 1000) return 'the server clock agrees with this one';
  return `the server clock is ${(Math.abs(ms) / 1000).toFixed(1)} s ${ms > 0 ? 'ahead of' : 'behind'} this one`;
}

/** A 3xx answer: the base URL is not where the service lives; say where it is. */
async function redirectMessage(profile: Profile, result: CallResult<unknown>): Promise<string | null> {
  if (result.ok || result.error.kind !== 'http_status' || result.error.status < 300 || result.error.status >= 400) return null;
  return redirectWords(await redirectTarget(profile.baseUrl), result.error.status);
}

function summary(result: CallResult<unknown>, verdicts: ConnectionTest['serialization']): string {
  if (!result.ok) return result.error.message;
  const accepted = (['php', 'standard'] as const).filter((s) => verdicts[s] === 'accepted');
  const which = accepted.length === 2 ? 'both php and standard serialization' : accepted.length === 1 ? `${accepted[0]} serialization` : 'this serialization';
  return `Connected in ${Math.round(result.meta.latencyMs)} ms; ${describeOffset(result.meta.clockOffsetMs)}; the server accepts ${which}.`;
}

/** Tries the other serialization only when the first read reached the server. */
async function otherVerdict(pool: ClientPool, profile: Profile, other: Serialization, first: CallResult<unknown>): Promise<SerializationVerdict> {
  const reached = first.ok || connectionStateOf(first.error) !== 'offline';
  if (!reached) return 'not_tried';
  const got = await pool.get(profile, other);
  if (!got.ok) return 'not_tried';
  try {
    return verdictOf(await harmlessRead(got.client));
  } finally {
    got.client.close();
  }
}

export async function testConnection(pool: ClientPool, tracker: ConnectionTracker, profile: Profile, isActive: boolean): Promise<ConnectionTest> {
  const base: ConnectionTest = {
    profileId: profile.id,
    ok: false,
    latencyMs: null,
    clockOffsetMs: null,
    serialization: { php: 'not_tried', standard: 'not_tried' },
    message: '',
    failureKind: null,
  };
  const got = await pool.get(profile);
  if (!got.ok) return { ...base, message: got.error.message, failureKind: got.error.kind };
  const first = await harmlessRead(got.client);
  const own = profile.serialization;
  const other: Serialization = own === 'php' ? 'standard' : 'php';
  const serialization = { [own]: verdictOf(first), [other]: await otherVerdict(pool, profile, other, first) } as ConnectionTest['serialization'];
  const state = connectionStateOf(first.ok ? null : first.error);
  if (isActive && state !== null) {
    tracker.observe(profile.id, { state, latencyMs: first.meta?.latencyMs ?? null, clockOffsetMs: first.meta?.clockOffsetMs ?? null, message: first.ok ? null : first.error.message });
  }
  // Latency and clock offset are measured on an answer; a test that never reached the
  // server (DNS, refused, timeout) measured neither, so both stay null ("—" on screen).
  const answered = state !== 'offline';
  return {
    ...base,
    ok: first.ok,
    latencyMs: answered ? (first.meta?.latencyMs ?? null) : null,
    clockOffsetMs: answered ? (first.meta?.clockOffsetMs ?? null) : null,
    serialization,
    message: (await redirectMessage(profile, first)) ?? summary(first, serialization),
    failureKind: first.ok ? null : first.error.kind,
  };
}
