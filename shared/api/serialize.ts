/**
 * JSON text exactly as the service's documented clients produce it. `php` mirrors PHP's
 * default json_encode: `/` as `\/` and every non-ASCII UTF-16 unit (above 0x7F; DEL stays raw as in PHP) as lowercase `\uXXXX`
 * (so an emoji is its surrogate pair). `standard` is JSON.stringify's form. Member order is
 * the object's own key order; callers build objects in catalog order.
 * A pure wire rule, so it lives in shared/: the client signs with it and the sandbox
 * re-encodes with it to verify, neither importing the other.
 */
export type Serialization = 'php' | 'standard';

export const SERIALIZATIONS: readonly Serialization[] = ['php', 'standard'];

/** Values a request can hold; anything else is a programming error and throws. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** `/` and every UTF-16 unit above 0x7F: the characters PHP escapes and JSON.stringify does not. */
const PHP_EXTRA = /[/\u0080-\uffff]/g;
/** The same class without `g`: a test is cheaper than a replace that finds nothing. */
const HAS_PHP_EXTRA = /[/\u0080-\uffff]/;

function phpEscape(c: string): string {
  return c === '/' ? '\\/' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

function phpString(s: string): string {
  // JSON.stringify handles quotes, backslashes and control characters exactly as PHP does
  // (\b \f \n \r \t and \u00XX for the rest), so only `/` and non-ASCII remain. A regex
  // over UTF-16 units (no `u` flag) turns an emoji into its two surrogate escapes.
  const text = JSON.stringify(s);
  return HAS_PHP_EXTRA.test(text) ? text.replace(PHP_EXTRA, phpEscape) : text;
}

function encode(value: JsonValue, php: boolean): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return php ? phpString(value) : JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`cannot serialize the number ${value}`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((v) => encode(v, php)).join(',')}]`;
      const members = Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${php ? phpString(k) : JSON.stringify(k)}:${encode(v, php)}`);
      return `{${members.join(',')}}`;
    }
    default:
      throw new TypeError(`cannot serialize a ${typeof value}`);
  }
}

/**
 * True when JSON.stringify writes `value` exactly as `encode` does: only strings, finite
 * numbers, booleans and null in plain objects and arrays (undefined members of objects
 * are left out by both). Anything else (NaN, a Date, undefined in an array) goes the
 * slow way, which throws or writes it as `encode` always has.
 */
function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (const item of value) if (!isPlainJson(item)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key in value) {
        const member = (value as Record<string, unknown>)[key];
        if (member !== undefined && !isPlainJson(member)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * Serializes a request object in the given style. Undefined members are left out.
 * Every request is signed, so the usual case is one native JSON.stringify: outside its
 * strings JSON text is ASCII without `/`, so PHP's escapes can be applied to the whole
 * text at once rather than string by string.
 */
export function serializeJson(value: JsonValue, serialization: Serialization): string {
  const php = serialization === 'php';
  if (!isPlainJson(value)) return encode(value, php);
  const text = JSON.stringify(value);
  return php && HAS_PHP_EXTRA.test(text) ? text.replace(PHP_EXTRA, phpEscape) : text;
}
