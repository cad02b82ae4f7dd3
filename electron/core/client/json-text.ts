/**
 * Parses a response body without ever throwing, and tells a cut-off JSON document
 * (`{"status":"succ`) from text that was never JSON (an HTML error page): for a mutating
 * command the first means the server got far enough to answer.
 */

export type JsonParse = { ok: true; value: unknown } | { ok: false; truncated: boolean; reason: string };

/**
 * True when `text` opens an object or array and ends while one is still open, with every
 * closing bracket matching: what a document cut off in transit looks like.
 */
export function looksTruncated(text: string): boolean {
  const t = text.trim();
  if (t[0] !== '{' && t[0] !== '[') return false;
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < t.length; i += 1) {
    const c = t[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') open.push(c === '{' ? '}' : ']');
    else if (c === '}' || c === ']') {
      if (open.pop() !== c) return false;
      if (open.length === 0) return false; // a complete document with trailing text
    }
  }
  return inString || open.length > 0;
}

/**
 * No answer of the API nests deeper than a handful of levels; past this one an answer is
 * hostile or broken, and every walk of it (redaction, the cache, the audit) would risk the
 * stack. Refused before anything else reads it.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Walks the brackets of JSON text outside strings, one pass: `step` gets the depth after
 * each opening (+) or closing (−) bracket and its index, and stops the walk by returning a
 * value other than undefined, which the walk returns (undefined when it ran to the end).
 */
function walkBrackets<T>(text: string, step: (depth: number, index: number, opened: boolean) => T | undefined): T | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b || c === 0x7d || c === 0x5d) {
      const opened = c === 0x7b || c === 0x5b;
      depth += opened ? 1 : -1;
      const stop = step(depth, i, opened);
      if (stop !== undefined) return stop;
    }
  }
  return undefined;
}

/**
 * True when a parsed JSON value nests objects and arrays more than MAX_JSON_DEPTH deep.
 * The value, not its text: the value is what every later walk visits (a member JSON.parse
 * dropped as a repeated name is walked by nothing), and its containers are few where the
 * text's characters are many (a page of a thousand rows: ~1k objects, ~200k characters).
 * Iterative, so the check itself cannot overflow the stack.
 */
export function nestsTooDeep(value: unknown): boolean {
  const pending: unknown[] = [value];
  const depths: number[] = [1];
  while (pending.length > 0) {
    const node = pending.pop();
    const depth = depths.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) return true;
    if (Array.isArray(node)) {
      for (const item of node) {
        if (item !== null && typeof item === 'object') {
          pending.push(item);
          depths.push(depth + 1);
        }
      }
      continue;
    }
    for (const name in node) {
      const item = (node as Record<string, unknown>)[name];
      if (item !== null && typeof item === 'object') {
        pending.push(item);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/** Drops `__proto__` members so no decoded object can carry a foreign prototype. */
function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k !== '__proto__') out[k] = withoutProtoKeys(v);
  }
  return out;
}

export function parseJsonText(text: string): JsonParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, truncated: looksTruncated(text), reason: err instanceof Error ? err.message : 'unreadable' };
  }
  // JSON.parse makes `__proto__` an own data member; only a later copy by assignment would
  // turn it into a prototype. Cheap check first: the name, or an escape that could spell it.
  if (!text.includes('__proto__') && !text.includes('\\u')) return { ok: true, value };
  try {
    return { ok: true, value: withoutProtoKeys(value) };
  } catch {
    return { ok: false, truncated: false, reason: 'nested too deeply to read' };
  }
}

/** One PHP diagnostic as display_errors prints it, plain or as HTML, ending "on line N". */
const PHP_NOTICE = /^\s*(?:<br\s*\/?>\s*)?(?:<b>)?(?:PHP\s+)?(?:Notice|Warning|Deprecated|Strict Standards)(?:<\/b>)?:[\s\S]*?\bon line\s+(?:<b>)?\d+(?:<\/b>)?(?:\s*<br\s*\/?>)?/i;

interface Preamble {
  /** The text from the JSON document on. */
  text: string;
  /** What the server printed before its JSON (PHP notices), tags removed; empty when nothing. */
  warnings: string[];
}

/**
 * Skips what a PHP service may print before its JSON: a UTF-8 byte-order mark and
 * notices/warnings (display_errors on). The notices are returned so the caller can show
 * them; text that is not followed by a JSON document is left alone (it is not JSON).
 */
export function skipPreamble(raw: string): Preamble {
  // The usual answer opens its JSON at once; no notice starts with a brace.
  if (raw.charCodeAt(0) === 0x7b) return { text: raw, warnings: [] };
  // Each included PHP file saved with a BOM prints one: there may be several.
  let text = raw.replace(/^\uFEFF+/, '');
  const warnings: string[] = [];
  for (let m = PHP_NOTICE.exec(text); m !== null; m = PHP_NOTICE.exec(text)) {
    const rest = text.slice(m[0].length).replace(/^\s*\uFEFF+/, '');
    warnings.push(m[0].replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim());
    text = rest;
  }
  if (warnings.length > 0 && !/^\s*[{[]/.test(text)) return { text: raw, warnings: [] };
  return { text, warnings };
}

/** Where the first JSON object or array in `text` closes (index after it), or -1 when it never does. */
function endOfDocument(text: string): number {
  return walkBrackets(text, (depth, index, opened) => (!opened && depth === 0 ? index + 1 : undefined)) ?? -1;
}

/**
 * What a PHP service may print after its JSON (a notice raised while the script ends, a
 * BOM of a file included late): the document alone and the notices, or null when what
 * follows is anything else. Only tried on text JSON.parse refused, so it costs nothing
 * on a clean answer.
 */
export function skipTrailer(text: string): Preamble | null {
  const end = endOfDocument(text);
  if (end < 0) return null;
  let rest = text.slice(end);
  const warnings: string[] = [];
  for (;;) {
    rest = rest.replace(/^[\s\uFEFF]+/, '');
    const m = PHP_NOTICE.exec(rest);
    if (m === null) break;
    warnings.push(m[0].replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim());
    rest = rest.slice(m[0].length);
  }
  return rest === '' ? { text: text.slice(0, end), warnings } : null;
}
