/**
 * Property tests of field-level tolerance, for every catalog response schema: replacing
 * any member that is not a key with null, "", [], false or a numeric string never fails
 * the answer (the member degrades alone, its raw value kept); replacing a key member
 * (declared in the catalog records) with null, "", [] or false fails it naming the member.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandNames } from '../../../shared/api/catalog';
import { keyFieldsOf } from '../../../shared/api/wire/key-members';
import { decodeBody } from '../../../electron/core/client/decode';
import { formatPath } from '../../../electron/core/client/failure-text';
import { PROPERTY_RUNS, propertySeed } from './fc-seed';
import { fullBody, type MemberPath, memberPaths, replaced } from './full-bodies';

const numericText = fc.oneof(fc.integer({ min: -99999, max: 99999 }).map(String), fc.double({ min: 0, max: 1e6, noNaN: true }).map((d) => d.toFixed(3)));
const anyVariant = fc.oneof(fc.constantFrom<unknown>(null, '', [], false), numericText);
const keyVariant = fc.constantFrom<unknown>(null, '', [], false);

describe.each(commandNames)('%s: field-level tolerance', (command) => {
  const paths = memberPaths(fullBody(command), keyFieldsOf);
  const ordinary = paths.filter((p) => !p.key);
  const keys = paths.filter((p) => p.key);

  it('the full body decodes as it is', () => {
    const r = decodeBody(command, 200, JSON.stringify(fullBody(command)));
    expect(r.ok ? 'ok' : r.error.message).toBe('ok');
    expect(keys.map((k) => formatPath(k.path))).toContain('status');
  });

  it('any ordinary member replaced by null, "", [], false or a numeric string never fails the answer', () => {
    const seed = propertySeed(`${command} ordinary members`);
    fc.assert(
      fc.property(fc.constantFrom(...ordinary), anyVariant, (member, variant) => {
        const r = decodeBody(command, 200, JSON.stringify(replaced(fullBody(command), member.path, variant)));
        if (!r.ok) throw new Error(`${formatPath(member.path)} = ${JSON.stringify(variant)} failed the answer: ${r.error.message}`);
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });

  /** A row of a list read row by row (not recording.split's results, which must be whole). */
  const inRow = (m: MemberPath): boolean => command !== 'recording.split' && m.path.some((p) => typeof p === 'number');
  /** The answer's list itself: its empty forms are an empty list. */
  const isList = (m: MemberPath): boolean => m.path.length === 1 && Array.isArray(fullBody(command)[m.path[0] as string]);
  const wholeKeys = keys.filter((k) => !inRow(k) && !isList(k));
  const rowKeys = keys.filter(inRow);

  it('a key member replaced by null, "", [] or false fails the answer naming it', () => {
    const seed = propertySeed(`${command} key members`);
    fc.assert(
      fc.property(fc.constantFrom(...wholeKeys), keyVariant, (member, variant) => {
        const r = decodeBody(command, 200, JSON.stringify(replaced(fullBody(command), member.path, variant)));
        expect(r.ok).toBe(false);
        if (!r.ok) expect((r.error as { member?: string }).member).toBe(formatPath(member.path));
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });

  // Only commands whose answer lists rows with key members.
  if (rowKeys.length > 0) it('a list row whose key member is null, "", [] or false is one unreadable row holding the raw value; the answer reads', () => {
    const seed = propertySeed(`${command} row key members`);
    fc.assert(
      fc.property(fc.constantFrom(...rowKeys), keyVariant, (member, variant) => {
        const r = decodeBody(command, 200, JSON.stringify(replaced(fullBody(command), member.path, variant)));
        if (!r.ok) throw new Error(`${formatPath(member.path)} = ${JSON.stringify(variant)} failed the answer: ${r.error.message}`);
        const row = member.path.slice(0, -1).reduce<unknown>((v, p) => (v as Record<string | number, unknown>)[p], r.value) as { unreadable?: Record<string, unknown> };
        expect(row.unreadable?.[member.path.at(-1) as string]).toEqual(variant);
      }),
      { numRuns: PROPERTY_RUNS, seed },
    );
  });
});

describe('what a degraded member looks like', () => {
  it('keeps the raw value under unreadable and the empty value in the member', () => {
    const body = replaced(fullBody('pushpublish.services'), ['services', 0, 'dst_port'], '');
    const r = decodeBody('pushpublish.services', 200, JSON.stringify(body));
    expect(r.ok && r.value.services[0]).toMatchObject({ push_service_id: 12, dst_port: null, unreadable: { dst_port: '' } });
  });

  it('reads a list keyed by id, and PHP empty forms as no items', () => {
    const keyed = { status: 'success', services: { 12: { push_service_id: '12' }, 13: { push_service_id: '13' } } };
    const r = decodeBody('pushpublish.services', 200, JSON.stringify(keyed));
    expect(r.ok && r.value.services.map((s) => s.push_service_id)).toEqual([12, 13]);
    for (const empty of [false, '', [], {}, null]) {
      const e = decodeBody('sevu.search', 200, JSON.stringify({ status: 'success', tickets: empty }));
      expect(e.ok && e.value.tickets).toEqual([]);
    }
  });

  it('skips a BOM and a leading PHP notice, keeping the notice as a warning', () => {
    const notice = '<br />\n<b>Notice</b>:  Undefined index: ip in <b>/var/www/api/sevu.php</b> on line <b>41</b><br />\n';
    const r = decodeBody('sevu.errorcount', 200, `\uFEFF${notice}{"status":"success","error_count":"3"}`);
    expect(r.ok && r.value.error_count).toBe(3);
    expect(r.ok && r.info.warnings).toEqual(['Notice: Undefined index: ip in /var/www/api/sevu.php on line 41']);
    const plain = decodeBody('sevu.errorcount', 200, 'PHP Warning:  Division by zero in /srv/a.php on line 9\n{"status":"success","error_count":1}');
    expect(plain.ok && plain.info.warnings).toEqual(['PHP Warning: Division by zero in /srv/a.php on line 9']);
    // A notice followed by no JSON is still not JSON.
    expect(decodeBody('sevu.errorcount', 200, 'Notice: x in /a.php on line 1\nFatal error')).toMatchObject({ ok: false, error: { kind: 'not_json' } });
  });
});
