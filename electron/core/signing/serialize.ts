/**
 * JSON text exactly as the service's documented clients produce it. `php` mirrors PHP's
 * default json_encode: `/` as `\/` and every non-ASCII UTF-16 unit (above 0x7F; DEL stays raw as in PHP) as lowercase `\uXXXX`
 * (so an emoji is its surrogate pair). `standard` is JSON.stringify's form. Member order is
 * the object's own key order; callers build objects in catalog order.
 */
export type Serialization = 'php' | 'standard';

export const SERIALIZATIONS: readonly Serialization[] = ['php', 'standard'];

/** Values a request can hold; anything else is a programming error and throws. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function phpString(s: string): string {
  // JSON.stringify handles quotes, backslashes and control characters exactly as PHP does
  // (\b \f \n \r \t and \u00XX for the rest), so only `/` and non-ASCII remain.
  const std = JSON.stringify(s);
  let out = '';
  for (let i = 0; i < std.length; i += 1) {
    const c = std.charCodeAt(i);
    if (c === 0x2f) out += '\\/';
    else if (c > 0x7f) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += std[i];
  }
  return out;
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

/** Serializes a request object in the given style. Undefined members are left out. */
export function serializeJson(value: JsonValue, serialization: Serialization): string {
  return encode(value, serialization === 'php');
}
