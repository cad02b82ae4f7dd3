/**
 * Keeps the per-stream reasons of a failure that lists streams (a wildcard split where
 * some streams failed), so the operator sees why each one failed, not only the envelope.
 */
import type { ApiFailure } from '../../../shared/api/failures';
import { isRecord, readText } from './decoded';

/**
 * A failure that lists streams with their own `error` (a wildcard split where streams
 * failed) keeps them, in the value and in its words, so the operator sees why each failed;
 * a stream listed without an error did split (its file kept), whatever the envelope says —
 * code 0004 (an unexpected error, outcome unknown) too.
 */
export function withPerStream(error: ApiFailure, body: Record<string, unknown>): ApiFailure {
  if ((error.kind !== 'api_failure' && error.kind !== 'outcome_unknown') || !Array.isArray(body.streams)) return error;
  const text = (v: unknown): string | null => {
    const said = readText(v);
    return said.success ? said.data : null;
  };
  const perStream = body.streams.flatMap((s: unknown) => {
    if (!isRecord(s) || typeof s.name !== 'string') return [];
    const duration = typeof s.duration === 'number' ? s.duration : typeof s.duration === 'string' && s.duration.trim() !== '' && Number.isFinite(Number(s.duration)) ? Number(s.duration) : null;
    return [{ name: s.name, error: text(s.error), file: text(s.file), duration, message: text(s.message) }];
  });
  if (perStream.length === 0) return error;
  const words = perStream.map((s) => `${s.name}: ${s.error ?? (s.file !== null ? `split (${s.file})` : 'no reason given')}`).join('; ');
  return { ...error, perStream, message: `${error.message} — ${words}` };
}
