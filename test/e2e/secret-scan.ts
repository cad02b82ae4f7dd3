/**
 * Looking for a secret where it must never be: in the forms a leak would take (as typed,
 * JSON- or PHP-escaped, URL-encoded, base64 at each byte alignment, base64url), counted
 * per place. Used by the Accounts canary journey after the run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Leak {
  secret: string;
  form: string;
  where: string;
  count: number;
}

/**
 * Base64 of the secret as it would appear inside a longer encoded text: the secret can
 * start at any byte offset mod 3, and only the characters that depend on its bytes alone
 * are kept (the first and last may mix with neighbouring bytes).
 */
function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const forms: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const text = padded.toString('base64');
    forms.push(text.slice(Math.ceil((8 * shift) / 6), Math.floor((8 * padded.length) / 6)));
  }
  return forms;
}

/** Every form of `value` to look for, by name. */
export function leakForms(value: string): Array<[string, string]> {
  const json = JSON.stringify(value).slice(1, -1);
  const texts: Array<[string, string]> = [
    ['as typed', value],
    ['JSON-escaped', json],
    ['PHP-escaped', json.replace(/\//g, '\\/')],
  ];
  // The wire is a form-encoded `json=` field: each text also URL- and form-encoded.
  const forms = texts.flatMap(([name, text]): Array<[string, string]> => [
    [name, text],
    [`${name}, URL-encoded`, encodeURIComponent(text)],
    [`${name}, form-encoded`, new URLSearchParams({ v: text }).toString().slice(2)],
  ]);
  base64Forms(value).forEach((b64, shift) => {
    forms.push([`base64 (offset ${shift})`, b64], [`base64url (offset ${shift})`, b64.replace(/\+/g, '-').replace(/\//g, '_')]);
  });
  return forms;
}

export function countOf(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/** Where each secret (named by its label) shows up in `text`, in any leak form. */
export function leaksIn(text: string, where: string, secrets: Record<string, string>): Leak[] {
  const leaks: Leak[] = [];
  for (const [label, value] of Object.entries(secrets)) {
    const seen = new Set<string>();
    for (const [form, needle] of leakForms(value)) {
      if (seen.has(needle)) continue; // e.g. hex is the same JSON-escaped and URL-encoded
      seen.add(needle);
      const count = countOf(text, needle);
      if (count > 0) leaks.push({ secret: label, form, where, count });
    }
  }
  return leaks;
}

/** Every file under `dir`, relative path → content (bytes read as latin1, so nothing is lost). */
export function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set(relative(dir, full), readFileSync(full).toString('latin1'));
    }
  };
  walk(dir);
  return files;
}
