/**
 * Codes ending in 0 ("nothing found") may come with status failure from a real server. A
 * catalog entry that declares its no-match code decodes it as the empty result; others
 * stay failures that keep their code.
 */
import { describe, expect, it } from 'vitest';
import { catalog, commandNames } from '../../../shared/api/catalog';
import type { FaultServer } from './fault-server';
import { makeClient, withFaultServer } from './harness';

let server: FaultServer;
withFaultServer((s) => (server = s));

describe('no-match codes', () => {
  it('sevu.errorlog 2040 with status failure is a success with no attempts', async () => {
    server.respond(() => ({ type: 'json', body: { status: 'failure', code: '2040', message: 'no matching error logs', handle_time: '0.0021 seconds' } }));
    const r = await makeClient(server.url).call('sevu.errorlog', { app: 'demo-origin', limit: 10 });
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    if (!r.ok) return;
    expect(r.value.errors).toEqual([]);
    expect(r.value.code).toBe('2040');
    expect(r.meta).toMatchObject({ attempts: 1, code: '2040', message: 'no matching error logs', handleTime: 0.0021 });
  });

  it('2040 as a number decodes the same way', async () => {
    server.respond(() => ({ type: 'json', body: { status: 'failure', code: 2040, message: 'no matching error logs' } }));
    const r = await makeClient(server.url).call('sevu.errorlog', {});
    expect(r).toMatchObject({ ok: true, value: { errors: [], code: '2040' } });
  });

  it('another failure code of sevu.errorlog stays a failure', async () => {
    server.respond(() => ({ type: 'json', body: { status: 'failure', code: '2041', message: 'something else' } }));
    const r = await makeClient(server.url).call('sevu.errorlog', {});
    expect(r).toMatchObject({ ok: false, error: { kind: 'api_failure', code: '2041', serverMessage: 'something else' } });
  });

  it('sevu.status 2020 with status failure stays an api_failure that keeps its code', async () => {
    server.respond(() => ({ type: 'json', body: { status: 'failure', code: 2020, message: 'Ticket not found' } }));
    const r = await makeClient(server.url).call('sevu.status', { key: 'nope' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'api_failure', code: '2020', serverMessage: 'Ticket not found' }, meta: { attempts: 1, code: '2020' } });
  });

  it.each([
    ['sevu.search', '2030', { tickets: [] }],
    ['sevu.errorcount', '2050', { error_count: 0 }],
  ] as const)('%s %s with status failure reads as empty', async (command, code, empty) => {
    server.respond(() => ({ type: 'json', body: { status: 'failure', code, message: 'nothing matched' } }));
    const r = await makeClient(server.url).call(command, {});
    expect(r).toMatchObject({ ok: true, value: { ...empty, code } });
  });

  it('a wildcard split where every stream failed keeps each stream\'s error, in the value and in words', async () => {
    const streams = [{ name: 'cam_1', error: 'Stream is not recording' }, { name: 'cam_2', error: 'Split already in progress' }];
    server.respond(() => ({ type: 'json', body: { status: 'failure', message: 'No stream was split', streams } }));
    const r = await makeClient(server.url).call('recording.split', { app: 'demo-origin/live', stream: 'cam_*' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'api_failure', serverMessage: 'No stream was split', perStream: streams } });
    if (!r.ok) expect(r.error.message).toContain('cam_1: Stream is not recording; cam_2: Split already in progress');
  });

  it('every declared no-match is on a read and its empty result fits the response schema', () => {
    const declared = commandNames.filter((n) => catalog[n].noMatch !== undefined);
    expect(declared).toContain('sevu.errorlog');
    for (const name of declared) {
      const { noMatch, mutates, response } = catalog[name];
      expect(mutates).toBe(false);
      expect(noMatch!.code).toMatch(/^\d{3}0$/);
      expect(response.safeParse({ status: 'success', message: 'none', code: noMatch!.code, ...noMatch!.members }).success).toBe(true);
    }
  });
});
