/**
 * One rule for every list of every catalog answer: the list is found (under its name or a
 * known alias, a lone object read as a list of one), or the read fails in words naming
 * what the server sent. A list sent as null or false reads as empty and is marked with
 * what came; null items are left out and counted. None gives an empty list silently.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { catalog, type CommandName } from '../../../shared/api/catalog';
import { unreadableWords } from '../../../shared/api/unreadable-words';
import { listMemberOf } from '../../../shared/api/wire/list-member';
import { fullBody } from '../client/full-bodies';

type Obj = Record<string, unknown>;
const names = Object.keys(catalog) as CommandName[];
const schemaOf = (name: CommandName): z.ZodType => catalog[name].response as z.ZodType;
const listed = names.filter((name) => listMemberOf(schemaOf(name)) !== undefined);
const envelope = { status: 'success', message: 'Found', handle_time: '0.001 seconds' };

/** The command's full body with its list replaced by `list` (or removed and sent as `rows`). */
function bodyWith(name: CommandName, list: unknown, renamed = false): Obj {
  const member = listMemberOf(schemaOf(name))!.member;
  const { [member]: _list, ...rest } = fullBody(name);
  return renamed ? { ...rest, rows: list } : { ...rest, [member]: list };
}

function firstItem(name: CommandName): unknown {
  const list = fullBody(name)[listMemberOf(schemaOf(name))!.member];
  return Array.isArray(list) ? list[0] : list;
}

function read(name: CommandName, body: Obj): { ok: true; value: Obj } | { ok: false; message: string } {
  const r = schemaOf(name).safeParse(body);
  return r.success ? { ok: true, value: r.data as Obj } : { ok: false, message: r.error.issues[0]?.message ?? '' };
}

describe('every catalog list', () => {
  it('is read by the list rule wherever a bare success answer would decode to a list', () => {
    for (const name of names) {
      const r = read(name, { ...envelope, error_count: '0', key: 'k', stream: { name: 'cam_1' } });
      if (!r.ok) continue;
      const lists = Object.entries(r.value).filter(([, v]) => Array.isArray(v)).map(([k]) => k);
      expect({ name, lists }).toEqual({ name, lists: [] });
    }
    expect(listed.length).toBe(13);
  });

  describe.each(listed)('%s', (name) => {
    const { member, noun } = listMemberOf(schemaOf(name))!;

    it('renamed: a failed read naming what came', () => {
      const r = read(name, bodyWith(name, [firstItem(name)], true));
      expect(r).toEqual({ ok: false, message: `The server's answer had no readable list of ${noun}; it sent: rows` });
    });

    it.each([null, false])('sent as %s: empty, marked with what came', (form) => {
      const r = read(name, { ...envelope, ...bodyWith(name, form) });
      expect(r.ok).toBe(true);
      const value = (r as { value: Obj }).value;
      expect(value[member]).toEqual([]);
      expect((value.unreadable as Obj)[member]).toBe(form);
      expect(unreadableWords(value)).toContain(`${member} (sent ${String(form)})`);
    });

    it('a lone item: an object is a list of one; anything else a failed read', () => {
      const item = firstItem(name);
      const r = read(name, bodyWith(name, item));
      if (typeof item === 'object') expect(r.ok && (r.value[member] as unknown[]).length).toBe(1);
      else expect(r.ok).toBe(false);
    });

    it('null items: the rows read, the items left out counted', () => {
      const r = read(name, bodyWith(name, [firstItem(name), null, null]));
      expect(r.ok && (r.value[member] as unknown[]).length).toBe(1);
      expect(r.ok && (r.value.unreadable as Obj)[member]).toEqual([null, null]);
    });

    it('an empty list that is a list: none, unmarked', () => {
      const r = read(name, bodyWith(name, []));
      expect(r.ok && r.value[member]).toEqual([]);
      expect(r.ok && r.value.unreadable).toBeUndefined();
    });
  });
});

describe('sevu.status', () => {
  const status = catalog['sevu.status'].response as z.ZodType;

  it.each([null, undefined])('"found" (2021) with the key sent as %s is a failed read naming the key, never "not found"', (key) => {
    const r = status.safeParse({ ...envelope, code: '2021', key, app: 'live', uses: '3' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['ticket', 'key']);
  });

  it('"not found" (2020) without a ticket is no ticket', () => {
    const r = status.safeParse({ ...envelope, code: 2020, message: 'Ticket not found' });
    expect(r.success && (r.data as Obj).ticket).toBeNull();
  });
});
