import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog, commandNames, commandTitle, documentedCommands, mutatingCommands } from '../../../shared/api/catalog';
import { listMemberOf } from '../../../shared/api/wire/list-member';

const SPEC_COMMANDS = [
  'recording.split',
  'usage.data',
  'sqldb.usage',
  'video.cdnhits',
  'video.servers',
  'geoblock.update',
  'channel.currentchannels',
  'sevu.status',
  'sevu.search',
  'sevu.errorlog',
  'sevu.errorcount',
  'sevu.removestreamuser',
  'pushpublish.services',
  'pushpublish.connect',
  'pushpublish.disconnect',
  'cloudstore.status',
];
const NAMED_ONLY = ['sevu.request', 'sevu.revoke', 'sevu.liststreamusers', 'pushpublish.add', 'stream.active', 'stream.details', 'video.getapps'];

describe('the command catalog', () => {
  it('covers the 16 specified commands and the 7 named ones, each once', () => {
    expect([...documentedCommands].sort()).toEqual([...SPEC_COMMANDS].sort());
    expect(commandNames.filter((n) => !catalog[n].documented).sort()).toEqual([...NAMED_ONLY].sort());
    expect(new Set(commandNames).size).toBe(commandNames.length);
  });

  it('gives every command one human title of its own, in plain words (no command name in it)', () => {
    const titles = commandNames.map((n) => catalog[n].title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const t of titles) expect(t).toMatch(/^[A-Z][A-Za-z]*( [A-Za-z]+)*$/);
    expect(commandTitle('recording.split')).toBe('Split recording');
    expect(commandTitle('gone.command')).toBe('gone.command');
  });

  it('flags exactly the commands that change live state as mutating', () => {
    expect([...mutatingCommands].sort()).toEqual(
      [
        'geoblock.update',
        'pushpublish.add',
        'pushpublish.connect',
        'pushpublish.disconnect',
        'recording.split',
        'sevu.removestreamuser',
        'sevu.request',
        'sevu.revoke',
      ].sort(),
    );
  });

  it('says why for every command whose shapes are not public', () => {
    for (const name of NAMED_ONLY) expect(catalog[name as keyof typeof catalog].note, name).toMatch(/not public/i);
  });

  it.each(commandNames)('%s rejects an unknown request member by name', (name) => {
    const result = (catalog[name].request as z.ZodType).safeParse({ no_such_member: 1 });
    expect(result.success).toBe(false);
    const unknown = result.error?.issues.find((i) => i.code === 'unrecognized_keys');
    expect(unknown && 'keys' in unknown ? unknown.keys : []).toContain('no_such_member');
  });

  /** Reads whose answer is a list: it must be there (under some name), never read as none. */
  const LIST_MEMBERS: Partial<Record<string, string>> = Object.fromEntries(
    commandNames.flatMap((name) => {
      const list = listMemberOf(catalog[name].response as z.ZodType);
      return list === undefined ? [] : [[name, list.member]];
    }),
  );

  it.each(commandNames)('%s decodes a success body that carries unknown members', (name) => {
    const minimal: Record<string, unknown> = { status: 'success', message: 'ok', handle_time: '0.01 seconds', surprise: { x: 1 } };
    if (name === 'sevu.errorcount') minimal.error_count = '0';
    if (name === 'sevu.request') minimal.ticket = 'cam_1.53ffc996dd39d5.39102367';
    if (name === 'stream.details') minimal.stream = { name: 'cam_1' };
    const list = LIST_MEMBERS[name];
    if (list !== undefined) minimal[list] = [];
    const result = (catalog[name].response as z.ZodType).safeParse(minimal);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect((result.data as Record<string, unknown>).surprise).toEqual({ x: 1 });
  });

  it.each(Object.entries(LIST_MEMBERS))('%s without its list (%s) or any other list fails in words naming what came', (name, member) => {
    const result = (catalog[name as keyof typeof catalog].response as z.ZodType).safeParse({ status: 'success', message: 'ok', count: 3, surprise: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([member]);
    expect(result.error?.issues[0]?.message).toMatch(/^The server's answer had no readable list of [A-Za-z ]+; it sent: count, surprise$/);
  });

  it('orders request members by the catalog, not by the caller', () => {
    const parsed = catalog['sevu.errorlog'].request.parse({ datetime: '2026-01-01 00:00:00', seek: '25', key: 'k', success: '0' });
    expect(Object.keys(parsed)).toEqual(['key', 'success', 'seek', 'datetime']);
    expect(parsed).toEqual({ key: 'k', success: 0, seek: 25, datetime: '2026-01-01 00:00:00' });
  });

  it('stops a direct push connect that lacks what its kind needs, naming the member', () => {
    const base = { app: 'demo-origin', inst: 'live', stream: 'main', dst_stream: 'key', entry_name: 'e1' };
    const rtmp = catalog['pushpublish.connect'].request.safeParse({ ...base, service_name: 'rtmp' });
    expect(rtmp.error?.issues.map((i) => i.path.join('.'))).toEqual(['dst_host']);
    const site = catalog['pushpublish.connect'].request.safeParse({ ...base, service_name: 'videosite' });
    expect(site.success).toBe(true);
    const unknownKind = catalog['pushpublish.connect'].request.safeParse({ ...base, service_name: 'somefuturekind' });
    expect(unknownKind.success).toBe(true);
    const stored = catalog['pushpublish.connect'].request.safeParse({ push_service_id: '7', inst: 'live' });
    expect(stored.success).toBe(true);
  });

  it('needs either a stream user id or the app + stream + user triple, not both', () => {
    const req = catalog['sevu.removestreamuser'].request;
    expect(req.safeParse({ streamuser_id: '3' }).success).toBe(true);
    expect(req.safeParse({ app: 'a', stream: 's', user: 'u' }).success).toBe(true);
    expect(req.safeParse({ app: 'a', stream: 's' }).error?.issues[0]?.path).toEqual(['user']);
    expect(req.safeParse({ streamuser_id: 3, app: 'a' }).success).toBe(false);
  });

  it('keeps money exact and the misspelled usage key as sent', () => {
    const body = {
      status: 'success',
      data: {
        'SQL Replication Bandwidt': { usage: '1.5', rate: '0.10000001', cost: '0.150000015', est_usage: 3, est_cost: '0.30000003' },
        Total: { subtotal: '0.150000015', estimated: '0.30000003' },
      },
    };
    const decoded = catalog['usage.data'].response.parse(body);
    expect(decoded.data.types).toEqual([
      { type: 'SQL Replication Bandwidt', usage: 1.5, rate: '0.10000001', cost: '0.150000015', est_usage: 3, est_cost: '0.30000003' },
    ]);
    expect(decoded.data.total).toEqual({ subtotal: '0.150000015', estimated: '0.30000003' });
  });

  it('a bad usage figure degrades alone, its raw value kept; [] (PHP empty object) is no types', () => {
    const result = catalog['usage.data'].response.safeParse({ status: 'success', data: { 'Edge Requests': { usage: 'lots', rate: '1,234.50' } } });
    expect(result.success && result.data.data.types[0]).toMatchObject({ type: 'Edge Requests', usage: null, rate: '1234.50', unreadable: { usage: 'lots' } });
    const empty = catalog['usage.data'].response.safeParse({ status: 'success', data: [] });
    expect(empty.success && empty.data.data).toEqual({ types: [], total: null });
  });
});
