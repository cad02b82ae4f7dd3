/**
 * "Test connection": one harmless read (video.getapps; sevu.search with limit 1 when the
 * server does not know that command), reporting latency and the server clock offset; then
 * a probe: a harmless read whose parameters hold "/" and a non-ASCII character, signed in
 * each serialization. php and standard serialization sign different bytes only for such
 * text (PHP escapes "/" and writes non-ASCII as \uXXXX), so only such a read tells which
 * ones the service accepts — a split's app always holds "/". The profile keeps the answer.
 * Only reads are ever sent in the other serialization.
 */
import type { CallResult } from '../../../shared/api/failures';
import type { Profile } from '../../../shared/domain/profile';
import type { SerializationProbe } from '../../../shared/domain/serialization';
import type { ConnectionTest, SerializationVerdict } from '../../../shared/ipc/accounts';
import type { ApiClient } from '../client';
import type { Serialization } from '../../../shared/api/serialize';
import type { ClientPool } from './clients';
import { connectionStateOf } from './outcome';
import type { ConnectionTracker } from './connection';
import { describeOffset, serializationWords } from './connection-words';
import { redirectTarget, redirectWords } from './redirect-probe';

const UNKNOWN_COMMAND = '0000';

/** A ticket search no account matches, its key holding "/" and "ü": signed differently by php and standard serialization. */
const PROBE_PARAMS = { key: 'mc-probe/ü', limit: 1 } as const;

export interface ProbeMemory {
  rememberSerializationProbe(profileId: string, probe: SerializationProbe): Promise<void>;
}

interface FirstRead {
  result: CallResult<unknown>;
  /** video.getapps answered in a shape this console cannot read: the account works, the words say so. */
  warning: string | null;
}

async function harmlessRead(client: ApiClient): Promise<FirstRead> {
  const first = await client.call('video.getapps', {});
  if (!first.ok && first.error.kind === 'api_failure' && first.error.code === UNKNOWN_COMMAND) {
    return { result: await client.call('sevu.search', { limit: 1 }), warning: null };
  }
  if (!first.ok && first.error.kind === 'bad_shape') {
    return { result: { ok: true, value: null, meta: { latencyMs: 0, attempts: 1, handleTime: null, code: null, message: null, clockOffsetMs: client.clockOffsetMs(), ...first.meta } }, warning: `the list of applications came in a shape this console cannot read (${first.error.message})` };
  }
  return { result: first, warning: null };
}

function verdictOf(result: CallResult<unknown>): SerializationVerdict {
  if (result.ok) return 'accepted';
  return result.error.kind === 'signature_rejected' ? 'rejected' : 'unknown';
}

/** A 3xx answer: the base URL is not where the service lives; say where it is. */
async function redirectMessage(profile: Profile, result: CallResult<unknown>): Promise<string | null> {
  if (result.ok || result.error.kind !== 'http_status' || result.error.status < 300 || result.error.status >= 400) return null;
  return redirectWords(await redirectTarget(profile.baseUrl), result.error.status);
}

function summary(first: FirstRead, words: string): string {
  const result = first.result;
  if (!result.ok) return result.error.message;
  const warning = first.warning === null ? '' : ` Warning: ${first.warning}.`;
  return `Connected in ${Math.round(result.meta.latencyMs)} ms; ${describeOffset(result.meta.clockOffsetMs)}; ${words}.${warning}`;
}

/** The probe read in one serialization; `client` null: that serialization's client could not be made. */
async function probe(client: ApiClient | null): Promise<{ verdict: SerializationVerdict; failure: string | null }> {
  if (client === null) return { verdict: 'not_tried', failure: null };
  const r = await client.call('sevu.search', PROBE_PARAMS);
  return { verdict: verdictOf(r), failure: r.ok || r.error.kind === 'signature_rejected' ? null : r.error.message };
}

export async function testConnection(pool: ClientPool, tracker: ConnectionTracker, profile: Profile, isActive: boolean, memory?: ProbeMemory): Promise<ConnectionTest> {
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
  const result = first.result;
  const own = profile.serialization;
  const other: Serialization = own === 'php' ? 'standard' : 'php';
  const state = connectionStateOf(result.ok ? null : result.error);
  // Latency and clock offset are measured on an answer; a test that never reached the
  // server (DNS, refused, timeout) measured neither, so both stay null ("—" on screen).
  const answered = state !== 'offline';
  let serialization = { [own]: verdictOf(result), [other]: 'not_tried' } as ConnectionTest['serialization'];
  let probeFailure: string | null = null;
  if (answered) {
    const otherClient = await pool.get(profile, other);
    try {
      const [mine, theirs] = [await probe(got.client), await probe(otherClient.ok ? otherClient.client : null)];
      serialization = { [own]: mine.verdict, [other]: theirs.verdict } as ConnectionTest['serialization'];
      probeFailure = mine.failure ?? theirs.failure;
    } finally {
      if (otherClient.ok) otherClient.client.close();
    }
    const told = (v: SerializationVerdict): boolean => v === 'accepted' || v === 'rejected';
    if (memory !== undefined && told(serialization.php) && told(serialization.standard)) {
      await memory.rememberSerializationProbe(profile.id, { ...serialization, at: new Date().toISOString() });
    }
  }
  if (isActive && state !== null) {
    tracker.observe(profile.id, { state, latencyMs: result.meta?.latencyMs ?? null, clockOffsetMs: result.meta?.clockOffsetMs ?? null, message: result.ok ? null : result.error.message });
  }
  return {
    ...base,
    ok: result.ok,
    latencyMs: answered ? (result.meta?.latencyMs ?? null) : null,
    clockOffsetMs: answered ? (result.meta?.clockOffsetMs ?? null) : null,
    serialization,
    message: (await redirectMessage(profile, result)) ?? summary(first, serializationWords(serialization, own, probeFailure)),
    failureKind: result.ok ? null : result.error.kind,
  };
}
