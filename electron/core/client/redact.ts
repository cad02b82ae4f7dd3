/**
 * Last line of defence for "no secret in an error": whatever a server echoes back into its
 * message, the API key, the signing secret and the signatures of this call are blanked.
 */
import type { ApiFailure } from '../../../shared/api/failures';
import { secretForms as formsOf } from '../events/secret-forms';

/** Shorter values would blank ordinary words; real keys and secrets are far longer. */
const MIN_SECRET_LENGTH = 4;

/** `text` with every secret form blanked. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) {
    if (s.length >= MIN_SECRET_LENGTH && out.includes(s)) out = out.split(s).join('[redacted]');
  }
  return out;
}

/** A copy of `failure` with every string member scrubbed of `secrets`. */
export function redactFailure(failure: ApiFailure, secrets: readonly string[]): ApiFailure {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(failure)) {
    if (typeof value === 'string') copy[key] = scrub(value, secrets);
    else if (Array.isArray(value)) copy[key] = value.map((item: Record<string, unknown>) => scrubMembers(item, secrets));
    else copy[key] = value;
  }
  return copy as ApiFailure;
}

/** Length of the shortest value `scrub` would blank (values under MIN_SECRET_LENGTH are left alone). */
export function shortestScrubbed(values: readonly string[]): number {
  return Math.min(Infinity, ...values.map((v) => v.length).filter((n) => n >= MIN_SECRET_LENGTH));
}

/** A list item of a failure (invalid_request issues, per-stream errors) with its text members scrubbed. */
function scrubMembers(item: Record<string, unknown>, secrets: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'string' ? scrub(v, secrets) : v]));
}

/** Secrets may also travel escaped, url-encoded or base64 in an echoed body: every form of each. */
export function secretForms(values: readonly string[]): string[] {
  return [...new Set(values.flatMap(formsOf))];
}
