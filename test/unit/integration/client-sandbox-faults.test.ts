/**
 * Every sandbox fault through the real client. Reads get their own failure kinds and are
 * retried at most twice, only on network errors, 5xx and code 1000; mutating commands
 * are sent exactly once whatever goes wrong after sending, and come back outcome_unknown.
 */
import { describe, expect, it } from 'vitest';
import { type CommandName, catalog, mutatingCommands } from '../../../shared/api/catalog';
import type { ApiFailure } from '../../../shared/api/failures';
import type { Fault } from '../../../electron/sandbox';
import { FAULT_KINDS, wrongTypes } from '../../../electron/sandbox/http/faults';
import { unreadableWords } from '../../../shared/api/unreadable-words';
import { sampleFor } from '../../fixtures/command-samples';
import { clientFor, useSeededSandbox } from './sandbox-client';

const seeded = useSeededSandbox();

const BUSY_TEXT = 'Servers are experiencing a larger than usual volume of traffic, please try again in a few minutes';

/** What a read gets under each fault: the failure (or success) and the requests it took. */
type ReadOutcome = { ok: true; requests: 1 } | { ok: false; error: Partial<ApiFailure> & Record<string, unknown>; requests: number };

const READ_FAULTS: Array<[string, Fault, ReadOutcome]> = [
  ['HTTP 500', { kind: 'http', status: 500 }, { ok: false, error: { kind: 'http_status', status: 500 }, requests: 3 }],
  ['HTTP 503', { kind: 'http', status: 503 }, { ok: false, error: { kind: 'http_status', status: 503 }, requests: 3 }],
  ['code 1000', { kind: 'busy' }, { ok: false, error: { kind: 'api_failure', code: '1000', serverMessage: BUSY_TEXT }, requests: 3 }],
  ['empty body', { kind: 'empty' }, { ok: false, error: { kind: 'empty_body' }, requests: 1 }],
  ['HTML body', { kind: 'html' }, { ok: false, error: { kind: 'not_json', message: expect.stringContaining('is not JSON') }, requests: 1 }],
  ['truncated JSON', { kind: 'truncated' }, { ok: false, error: { kind: 'not_json', message: expect.stringContaining('cut off') }, requests: 1 }],
  ['reset after the request was read', { kind: 'reset' }, { ok: false, error: { kind: 'network_error' }, requests: 3 }],
  ['hang past the timeout', { kind: 'hang' }, { ok: false, error: { kind: 'timeout', phase: 'response' }, requests: 1 }],
  ['latency under the timeout', { kind: 'latency', ms: 60 }, { ok: true, requests: 1 }],
  ['0004 after applying', { kind: 'fail_after_apply' }, { ok: false, error: { kind: 'api_failure', code: '0004', serverMessage: 'Sandbox API encountered an unexpected error' }, requests: 1 }],
];

const READS = ['sevu.status', 'sevu.search'] as const satisfies readonly CommandName[];

describe('faults on reads: their own kinds, at most two retries of transient failures', () => {
  it('covers every fault the sandbox can inject, wrong member types and renamed lists included (below)', () => {
    expect(new Set([...READ_FAULTS.map(([, f]) => f.kind), 'wrong_types', 'rename_list', 'null_items', 'null_member'])).toEqual(new Set(FAULT_KINDS));
  });

  it('sevu.search with its list under an unknown name is bad_shape in words naming what came, sent once', async () => {
    seeded.sb.resetCounts();
    seeded.sb.setFault('sevu.search', { kind: 'rename_list', to: 'rows' });
    const client = clientFor(seeded.sb);
    try {
      const r = await client.call('sevu.search', { limit: 5 });
      expect(seeded.sb.counts()['sevu.search']).toBe(1);
      expect(r).toMatchObject({ ok: false, error: { kind: 'bad_shape', member: 'tickets', message: "The server's answer had no readable list of tickets; it sent: rows." } });
      seeded.sb.setFault('sevu.search', { kind: 'rename_list', to: 'results' });
      const read = await client.call('sevu.search', { limit: 5 });
      expect(read.ok && read.value.tickets).toHaveLength(5);
    } finally {
      client.close();
      seeded.sb.clearFaults();
    }
  });

  it('sevu.search with null items after its rows reads the rows and marks the items left out, in words, sent once', async () => {
    seeded.sb.resetCounts();
    seeded.sb.setFault('sevu.search', { kind: 'null_items' });
    const client = clientFor(seeded.sb);
    try {
      const r = await client.call('sevu.search', { limit: 5 });
      expect(seeded.sb.counts()['sevu.search']).toBe(1);
      expect(r.ok && r.value.tickets).toHaveLength(5);
      expect(r.ok && unreadableWords(r.value)).toBe('The answer had members that could not be read: tickets (2 null items left out).');
    } finally {
      client.close();
      seeded.sb.clearFaults();
    }
  });

  it('usage.data with its rates sent as null reads every other figure, each null rate kept as what came, sent once', async () => {
    seeded.sb.resetCounts();
    seeded.sb.setFault('usage.data', { kind: 'null_member', to: 'rate' });
    const client = clientFor(seeded.sb);
    try {
      const r = await client.call('usage.data', {});
      expect(seeded.sb.counts()['usage.data']).toBe(1);
      const types = r.ok ? r.value.data.types : [];
      expect(types.length).toBeGreaterThan(0);
      expect(types.every((t) => t.rate === null && t.unreadable?.rate === null && typeof t.cost === 'string')).toBe(true);
    } finally {
      client.close();
      seeded.sb.clearFaults();
    }
  });

  const cases = READS.flatMap((command) => READ_FAULTS.map(([name, fault, outcome]) => [command, name, fault, outcome] as const));
  it.each(cases)('%s under %s', async (command, _name, fault, outcome) => {
    expect(catalog[command].mutates).toBe(false);
    seeded.sb.resetCounts();
    seeded.sb.setFault(command, fault);
    const client = clientFor(seeded.sb, { timeoutMs: 400 });
    try {
      const r = await client.call(command, sampleFor(command, seeded.firstKey) as never);
      expect(seeded.sb.counts()[command]).toBe(outcome.requests);
      if (outcome.ok) {
        expect(r).toMatchObject({ ok: true, meta: { attempts: 1 } });
      } else {
        expect(r).toMatchObject({ ok: false, error: outcome.error });
        expect(r.ok ? null : r.meta?.attempts).toBe(outcome.requests);
      }
    } finally {
      client.close();
      seeded.sb.clearFaults();
    }
  });

  it.each(READS)('%s under wrong member types is bad_shape naming a replaced member, sent once', async (command) => {
    seeded.sb.resetCounts();
    seeded.sb.setFault(command, { kind: 'wrong_types' });
    const client = clientFor(seeded.sb);
    try {
      const r = await client.call(command, sampleFor(command, seeded.firstKey) as never);
      expect(seeded.sb.counts()[command]).toBe(1);
      if (r.ok || r.error.kind !== 'bad_shape') throw new Error(`expected bad_shape, got ${JSON.stringify(r)}`);
      // The member named is a key member the fault replaced: status (other members degrade alone).
      const replaced = Object.keys(wrongTypes({ status: 'success', message: 'm', code: 1, tickets: [], ticket: {}, key: 'k' })).filter((k) => k !== 'handle_time');
      expect(replaced).toContain(r.error.member.split(/[.[]/)[0]);
      expect(r.error.message).toContain(`member ${r.error.member}`);
    } finally {
      client.close();
      seeded.sb.clearFaults();
    }
  });
});

/** Every fault that strikes after the request was read, and the cause outcome_unknown names. */
const POST_SEND_FAULTS: Array<[Fault, Record<string, unknown>]> = [
  [{ kind: 'http', status: 500 }, { cause: 'http_5xx', status: 500 }],
  [{ kind: 'http', status: 503 }, { cause: 'http_5xx', status: 503 }],
  [{ kind: 'busy' }, { cause: 'busy_1000' }],
  [{ kind: 'empty' }, { cause: 'empty_body' }],
  [{ kind: 'html' }, { cause: 'not_json' }],
  [{ kind: 'truncated' }, { cause: 'truncated_json' }],
  [{ kind: 'wrong_types' }, { cause: 'bad_shape', member: expect.any(String) }],
  [{ kind: 'reset' }, { cause: 'connection_reset' }],
  [{ kind: 'hang' }, { cause: 'timeout' }],
  [{ kind: 'fail_after_apply' }, { cause: 'unexpected_0004' }],
];

describe('mutating commands are sent exactly once whatever goes wrong after sending', () => {
  it('covers every fault that strikes after the request was read', () => {
    // rename_list, null_items and null_member reshape what read answers carry (tested with the reads above).
    expect(new Set(POST_SEND_FAULTS.map(([f]) => f.kind))).toEqual(new Set(FAULT_KINDS.filter((k) => !['latency', 'rename_list', 'null_items', 'null_member'].includes(k))));
  });

  const cases = (mutatingCommands as CommandName[]).flatMap((command) => POST_SEND_FAULTS.map(([fault, unknown]) => [command, fault, unknown] as const));
  it.each(cases)('%s under %o: one request, outcome_unknown', async (command, fault, unknown) => {
    await seeded.fresh();
    seeded.sb.setFault(command, fault);
    const client = clientFor(seeded.sb, { timeoutMs: 400 });
    const r = await client.call(command, sampleFor(command, seeded.firstKey) as never);
    client.close();
    expect(catalog[command].mutates).toBe(true);
    expect(seeded.sb.counts()[command]).toBe(1);
    expect(r).toMatchObject({ ok: false, error: { kind: 'outcome_unknown', ...unknown }, meta: { attempts: 1 } });
  });
});
