/**
 * What a refused connect means to automatic reconnect, from one table: a lasting refusal
 * (the key, the credentials, a service that is gone) never clears by waiting; a passing
 * one (the platform busy, a refused connection) may; "already pushing" says the server
 * holds the push, so the next step is a read, never another connect. Codes come first
 * where the service documents them (docs/service-notes.md), the server's words last; a
 * refusal neither names is `unknown` and is tried a few times only.
 */
export type RefusalKind = 'lasting' | 'passing' | 'pushing' | 'unknown';

interface Rule {
  kind: Exclude<RefusalKind, 'unknown'>;
  codes?: readonly string[];
  words?: RegExp;
}

/** Codes are the documented failure codes, without their leading zeros. */
const TABLE: readonly Rule[] = [
  { kind: 'lasting', codes: ['1', '3', '5'] },
  { kind: 'passing', codes: ['1000', '4'] },
  { kind: 'pushing', words: /\balready (pushing|running)\b/i },
  { kind: 'lasting', words: /\b(key|credential|auth\w*|unauthori[sz]ed|forbidden|password|token|no such service|not found|does not exist|ended)\b/i },
  { kind: 'passing', words: /\b(refused the connection|timed? ?out|timeout|unreachable|unavailable|busy|try again|dropped|reset|not pushing)\b/i },
];

/** A refusal's kind: by its code when the service sent one the table knows, else by its words. */
export function refusalKind(reason: string, code?: string | number | null): RefusalKind {
  const c = code === undefined || code === null ? null : String(code).replace(/^0+(?=\d)/, '');
  if (c !== null) for (const r of TABLE) if (r.codes?.includes(c)) return r.kind;
  for (const r of TABLE) if (r.words?.test(reason)) return r.kind;
  return 'unknown';
}
