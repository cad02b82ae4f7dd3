/**
 * The gateway's audit lines for a mutating command: the intent on disk before anything is
 * sent (or the call is refused, not sent), the outcome on disk before the result is
 * returned. A failed outcome write does not undo the call: it is logged and the entry
 * stays "pending" in Activity.
 */
import type { Profile } from '../../../shared/domain/profile';
import type { AuditLog } from '../audit/log';
import type { Logger } from '../events/log';
import type { AnyFailure } from './outcome';
import { auditOutcomeOf } from './outcome';

type Trail = { audit: AuditLog; log: Logger };

/** Writes the intent; when it cannot be written the call must not be sent, and says why. */
export function recordIntent(deps: Trail, profile: Profile, command: string, params: unknown): { ok: true; id: string } | { ok: false; error: { kind: 'io_error'; message: string } } {
  try {
    const { id } = deps.audit.intent({ profileId: profile.id, profileName: profile.name, command, params: (params ?? {}) as Record<string, unknown> });
    return { ok: true, id };
  } catch (err) {
    deps.log.error(`audit: could not record the intent of ${command}`, err);
    const message = `Not sent: the audit log could not be written (${(err as NodeJS.ErrnoException).code ?? 'write failed'}). Free disk space or fix the data folder's permissions, then send again.`;
    return { ok: false, error: { kind: 'io_error', message } };
  }
}

/**
 * The outcome line. If it cannot be written the call has still happened: the operator
 * gets the real result, the entry stays "pending" in Activity, and the log says why.
 */
export function recordOutcome(deps: Trail, id: string, command: string, error: AnyFailure | null, latencyMs: number | null, notices: readonly string[]): void {
  const noticeText = notices.length > 0 ? `Server notice: ${notices.join(' | ')}` : null;
  const message = [error?.message ?? null, noticeText].filter((m) => m !== null).join(' ') || null;
  try {
    deps.audit.outcome(id, { outcome: auditOutcomeOf(error), resultKind: error?.kind ?? 'ok', message, latencyMs });
  } catch (err) {
    deps.log.error(`audit: could not record the outcome of ${command} (${id})`, err);
  }
}

/** A command held back before sending, with the reason; a failed write is logged only. */
export function recordNotSent(deps: Trail, profile: Profile, command: string, params: unknown, reason: string): void {
  try {
    deps.audit.notSent({ profileId: profile.id, profileName: profile.name, command, params: (params ?? {}) as Record<string, unknown>, message: reason });
  } catch (err) {
    deps.log.error(`audit: could not record ${command} held back`, err);
  }
}
