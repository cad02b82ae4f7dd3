/**
 * Property tests: what a PHP service prints around its JSON never costs the answer. Notices
 * after the document (raised while the script ends), any number of BOMs (one per included
 * file saved with one) before it or between notices, and list rows whose key member is
 * null: each answer reads as its clean form does, the notices kept as warnings, a row with
 * a null key one unreadable row while the others read as they were.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandNames, type CommandName } from '../../../shared/api/catalog';
import { keyFieldsOf } from '../../../shared/api/wire/key-members';
import { decodeBody } from '../../../electron/core/client/decode';
import { PROPERTY_RUNS, propertySeed } from './fc-seed';
import { fullBody, schemaOf } from './full-bodies';

const line = fc.integer({ min: 1, max: 9999 });
const what = fc.constantFrom('Undefined index: debug', 'Undefined variable: row', 'Trying to access array offset on value of type null', 'A non-numeric value encountered');
const file = fc.stringMatching(/^\/var\/www\/[a-z]{1,8}\/[a-z]{1,8}\.php$/);
const level = fc.constantFrom('Notice', 'Warning', 'Deprecated', 'PHP Notice', 'PHP Warning');
/** One diagnostic as display_errors prints it: HTML (the default) or plain text (CLI SAPI, html_errors off). */
const notice = fc.tuple(level, what, file, line, fc.boolean()).map(([lv, w, f, l, html]) =>
  html ? `<br />\n<b>${lv}</b>:  ${w} in <b>${f}</b> on line <b>${l}</b><br />\n` : `\n${lv}: ${w} in ${f} on line ${l}\n`);
const boms = (min: number) => fc.integer({ min, max: 4 }).map((n) => '\uFEFF'.repeat(n));
const readsAndWrites = fc.constantFrom(...commandNames);

function clean(command: CommandName): unknown {
  const r = decodeBody(command, 200, JSON.stringify(fullBody(command)));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('PHP output around the JSON', () => {
  it('notices after the document (BOMs among them) read as the clean answer; each notice is a warning', () => {
    const seed = propertySeed('decode trailing notices');
    fc.assert(
      fc.property(readsAndWrites, fc.array(fc.tuple(boms(0), notice), { minLength: 1, maxLength: 3 }), fc.constantFrom('', '\n', '  \n'), (command, after, end) => {
        const text = JSON.stringify(fullBody(command)) + after.map(([b, n]) => b + n).join('') + end;
        const r = decodeBody(command, 200, text);
        if (!r.ok) throw new Error(`${command}: ${r.error.message}\n${text}`);
        expect(r.value).toEqual(clean(command));
        expect(r.info.warnings).toHaveLength(after.length);
        for (const w of r.info.warnings) expect(w).toMatch(/on line \d+$/);
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });

  it('any number of BOMs before the document, before and between notices and after it, read as the clean answer', () => {
    const seed = propertySeed('decode repeated BOMs');
    fc.assert(
      fc.property(readsAndWrites, boms(1), fc.array(fc.tuple(notice, boms(0)), { maxLength: 2 }), fc.option(fc.tuple(boms(0), notice), { nil: undefined }), (command, lead, before, after) => {
        const text = lead + before.map(([n, b]) => n + b).join('') + JSON.stringify(fullBody(command)) + (after === undefined ? '' : after.join(''));
        const r = decodeBody(command, 200, text);
        if (!r.ok) throw new Error(`${command}: ${r.error.message}\n${JSON.stringify(text)}`);
        expect(r.value).toEqual(clean(command));
        expect(r.info.warnings).toHaveLength(before.length + (after === undefined ? 0 : 1));
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });

  it('what follows the document that is not a notice still makes the answer unreadable', () => {
    for (const tail of ['<html>oops</html>', '{"status":"success"}', 'Notice: no line number']) {
      const r = decodeBody('sevu.search', 200, JSON.stringify(fullBody('sevu.search')) + tail);
      expect(r.ok ? 'ok' : r.error.kind, tail).toBe('not_json');
    }
  });
});

/** Read commands whose answer is a list of rows with a key member, and the list's member. */
const KEYED_LISTS = commandNames.flatMap((command) => {
  if (command === 'recording.split') return []; // per-stream results must be whole (decode-failures.test.ts)
  const body = fullBody(command);
  return Object.entries(body).flatMap(([member, value]) => {
    if (!Array.isArray(value) || value.length === 0) return [];
    const schema = schemaOf.get(value[0] as object);
    const key = schema ? keyFieldsOf(schema)[0] : undefined;
    return key === undefined ? [] : [{ command, member, key }];
  });
});

describe('null key members in lists', () => {
  it('covers the list reads', () => {
    expect(KEYED_LISTS.map((l) => l.command)).toEqual(expect.arrayContaining(['sevu.search', 'pushpublish.services', 'sevu.liststreamusers', 'stream.active', 'channel.currentchannels', 'cloudstore.status']));
  });

  it('a row whose key member is null is one unreadable row with the raw value; every other row reads as it was', () => {
    const seed = propertySeed('decode null key members in lists');
    const list = fc.constantFrom(...KEYED_LISTS);
    fc.assert(
      fc.property(list, fc.integer({ min: 2, max: 6 }), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), fc.constantFrom<unknown>(null, ''), (l, size, picks, nothing) => {
        const body = fullBody(l.command);
        const row = (body[l.member] as Array<Record<string, unknown>>)[0]!;
        const rows = Array.from({ length: size }, (_, i) => ({ ...row, [l.key]: typeof row[l.key] === 'string' ? `${String(row[l.key])}-${i}` : Number(row[l.key]) + i }));
        const broken = new Set(picks.map((p) => p % size));
        for (const i of broken) rows[i]![l.key] = nothing;
        const r = decodeBody(l.command, 200, JSON.stringify({ ...body, [l.member]: rows }));
        if (!r.ok) throw new Error(`${l.command}: ${r.error.message}`);
        const read = (r.value as Record<string, Array<Record<string, unknown>>>)[l.member]!;
        const whole = decodeBody(l.command, 200, JSON.stringify({ ...body, [l.member]: rows.filter((_, i) => !broken.has(i)) }));
        const wholeRows = whole.ok ? (whole.value as Record<string, unknown[]>)[l.member]! : [];
        expect(read).toHaveLength(size);
        expect(read.filter((_, i) => !broken.has(i))).toEqual(wholeRows);
        for (const i of broken) expect(read[i]!.unreadable).toMatchObject({ [l.key]: nothing });
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });

  it('null items are left out and counted under the answer\'s unreadable mark', () => {
    const body = fullBody('sevu.search');
    const r = decodeBody('sevu.search', 200, JSON.stringify({ ...body, tickets: [null, ...(body.tickets as unknown[]), null] }));
    expect(r.ok && r.value.tickets).toHaveLength(1);
    expect(r.ok && r.value.unreadable).toEqual({ tickets: [null, null] });
  });
});
