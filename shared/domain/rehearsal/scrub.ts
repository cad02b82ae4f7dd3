/**
 * The mirror holds no secret of the real account: every secret member the catalog names
 * (shared/api/secret-members.ts), at any depth, is replaced before the picture is kept.
 * A destination stream key becomes `rehearsal-<push_service_id>` (the push still needs a
 * key to run); every other secret becomes null.
 */
import { secretMemberOf } from '../../api/secret-members';

/** The stream key a mirrored destination pushes to, in place of the real one. */
export function placeholderStreamKey(owner: Record<string, unknown>): string {
  const id = owner.push_service_id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? `rehearsal-${id}` : 'rehearsal-push';
}

/** A deep copy of `value` with every secret member replaced. */
export function scrubSecrets<T>(value: T): T {
  return scrub(value) as T;
}

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, held] of Object.entries(source)) {
    const secret = secretMemberOf(key);
    if (secret === null) out[key] = scrub(held);
    else out[key] = secret === 'dst_stream' && held !== null && held !== undefined && held !== '' ? placeholderStreamKey(source) : null;
  }
  return out;
}
