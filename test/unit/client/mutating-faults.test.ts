/**
 * Every mutating command × every post-send fault: the server sees exactly one request and
 * the caller gets outcome_unknown with the cause. Nothing is ever resent.
 */
import { describe, expect, it } from 'vitest';
import { type CommandName, type CommandParams, mutatingCommands } from '../../../shared/api/catalog';
import type { OutcomeUnknownCause } from '../../../shared/api/failures';
import { type FaultServer, type Reply } from './fault-server';
import { makeClient, receivedCount, withFaultServer } from './harness';
import { sampleParams, successBody } from './samples';

const faults: Array<[string, Reply, OutcomeUnknownCause]> = [
  ['HTTP 500', { type: 'raw', status: 500, body: 'Internal Server Error' }, 'http_5xx'],
  ['HTTP 503', { type: 'json', status: 503, body: { status: 'failure', message: 'maintenance' } }, 'http_5xx'],
  ['code 1000', { type: 'json', body: { status: 'failure', code: '1000', message: 'Servers are experiencing a larger than usual volume of traffic' } }, 'busy_1000'],
  ['code 0004', { type: 'json', body: { status: 'failure', code: '0004', message: 'API encountered an unexpected error' } }, 'unexpected_0004'],
  ['empty body', { type: 'raw', body: '' }, 'empty_body'],
  ['HTML', { type: 'raw', body: '<!doctype html><title>Bad Gateway</title>' }, 'not_json'],
  ['truncated JSON', { type: 'raw', body: '{"status":"success","message":"split do' }, 'truncated_json'],
  ['reset after the body was read', { type: 'reset' }, 'connection_reset'],
  ['hang past the timeout', { type: 'hang' }, 'timeout'],
  ['HTTP 404 without an envelope', { type: 'raw', status: 404, body: 'Not Found' }, 'http_status'],
  ['HTTP 400 with a JSON body', { type: 'json', status: 400, body: { error: 'bad request' } }, 'http_status'],
  ['an answer over the size cap', { type: 'huge', bytes: 64 * 1024, declared: false }, 'too_large'],
  ['a success whose key member (status) is unreadable', { type: 'json', body: { status: ['success'], message: 'ok', handle_time: '0.1 seconds' } }, 'bad_shape'],
  ['a status that is neither success nor failure', { type: 'json', body: { status: 'maybe' } }, 'bad_shape'],
];

let server: FaultServer;
withFaultServer((s) => (server = s));

it('has sample parameters for every mutating command in the catalog', () => {
  expect(mutatingCommands.length).toBeGreaterThanOrEqual(8);
  expect(mutatingCommands.filter((n) => sampleParams[n] === undefined)).toEqual([]);
});

describe.each(mutatingCommands)('%s', (command: CommandName) => {
  it('a success answer decodes, sent once', async () => {
    server.respond(() => ({ type: 'json', body: successBody(command) }));
    const r = await makeClient(server.url).call(command, sampleParams[command] as CommandParams<typeof command>);
    expect(r).toMatchObject({ ok: true, meta: { attempts: 1 } });
    expect(server.requests.map((q) => [q.command, q.signatureValid])).toEqual([[command, true]]);
  });

  it.each(faults)('%s → sent once, outcome_unknown', async (_name, reply, cause) => {
    server.respond(() => reply);
    // Only the hang waits for the timeout; every other fault answers, so a loaded machine
    // must not turn it into a timeout. The hang's client may give up before the server has
    // read the request (one event loop): wait until it has, then count.
    const hang = reply.type === 'hang';
    const client = makeClient(server.url, { ...(hang ? { timeoutMs: 150 } : {}), maxBodyBytes: 16 * 1024 });
    const r = await client.call(command, sampleParams[command] as CommandParams<typeof command>);
    if (hang) await receivedCount(server, 1);
    expect(server.count(command)).toBe(1);
    expect(server.count()).toBe(1);
    expect(r).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', cause }, meta: { attempts: 1 } });
  });
});
