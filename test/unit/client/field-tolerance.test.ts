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
import { fullBody, memberPaths, replaced } from './full-bodies';

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

  it('a key member replaced by null, "", [] or false fails the answer naming it', () => {
    const seed = propertySeed(`${command} key members`);
    fc.assert(
      fc.property(fc.constantFrom(...keys), keyVariant, (member, variant) => {
        const r = decodeBody(command, 200, JSON.stringify(replaced(fullBody(command), member.path, variant)));
        expect(r.ok).toBe(false);
        if (!r.ok) expect((r.error as { member?: string }).member).toBe(formatPath(member.path));
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
