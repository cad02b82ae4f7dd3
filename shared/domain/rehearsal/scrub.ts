/**
 * The mirror holds no secret of the real account: every secret member the catalog names
 * (shared/api/secret-members.ts), at any depth, is replaced before the picture is kept.
 * A destination stream key becomes `rehearsal-<push_service_id>` (the push still needs a
 * key to run); every other secret becomes null. The VALUES go too: a secret member's value
 * echoed in any other text of the picture (a push's failure message "Publish to
 * rtmp://…/sk-4f2a… refused", a name) is replaced by [redacted].
 */
import { secretMemberOf } from '../../api/secret-members';

/** What an echoed secret value becomes in other text (the main process's word for it). */
const REDACTED = '[redacted]';
/** Shorter values would blank ordinary words ("live"); real keys and passwords are longer. */
const MIN_ECHOED = 8;

/** The stream key a mirrored destination pushes to, in place of the real one. */
export function placeholderStreamKey(owner: Record<string, unknown>): string {
  const id = owner.push_service_id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? `rehearsal-${id}` : 'rehearsal-push';
}

/** A deep copy of `value` with every secret member replaced and every secret value blanked in other text. */
export function scrubSecrets<T>(value: T): T {
  const values = new Set<string>();
  collect(value, values);
  // Longest first: a key that contains another goes whole.
  const echoes = [...values].sort((a, b) => b.length - a.length);
  return scrub(value, echoes) as T;
}

/** Every string value of a secret member, at any depth (masked tails are no secret). */
function collect(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) return value.forEach((v) => collect(v, into));
  if (value === null || typeof value !== 'object') return;
  for (const [key, held] of Object.entries(value)) {
    if (secretMemberOf(key) === null) collect(held, into);
    else if (typeof held === 'string' && held.length >= MIN_ECHOED && !held.startsWith('••••')) into.add(held);
  }
}

function blank(text: string, echoes: readonly string[]): string {
  let out = text;
  for (const e of echoes) if (out.includes(e)) out = out.split(e).join(REDACTED);
  return out;
}

function scrub(value: unknown, echoes: readonly string[]): unknown {
  if (typeof value === 'string') return echoes.length === 0 ? value : blank(value, echoes);
  if (Array.isArray(value)) return value.map((v) => scrub(v, echoes));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, held] of Object.entries(source)) {
    const secret = secretMemberOf(key);
    if (secret === null) out[blank(key, echoes)] = scrub(held, echoes);
    else out[key] = secret === 'dst_stream' && held !== null && held !== undefined && held !== '' ? placeholderStreamKey(source) : null;
  }
  return out;
}
