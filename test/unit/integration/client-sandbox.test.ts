/**
 * The real client against the real sandbox, for every catalog command: exact on the wire
 * (the sandbox verifies signatures and member rules) and decoded into clean domain values
 * that follow from the seeded state and the sample request (decoded-expectations.ts).
 */
import { describe, expect, it } from 'vitest';
import { commandNames } from '../../../shared/api/catalog';
import { NEVER } from '../../../electron/sandbox/time';
import { sampleFor } from '../../fixtures/command-samples';
import { DECODED_EXPECTATIONS, expectationFor } from './decoded-expectations';
import { clientFor, useSeededSandbox } from './sandbox-client';

const seeded = useSeededSandbox();

describe('every catalog command through the client', () => {
  it('has a decoded-value expectation for exactly the catalog commands', () => {
    expect(Object.keys(DECODED_EXPECTATIONS).sort()).toEqual([...commandNames].sort());
  });

  for (const serialization of ['php', 'standard'] as const) {
    // Commands change state (a split is busy for a moment, a removed user is gone): each
    // serialization gets its own fresh sandbox, and the commands run in catalog order.
    it.each(commandNames)(`%s decodes to the values the sandbox holds (${serialization})`, async (name) => {
      if (name === commandNames[0]) await seeded.fresh();
      const params = sampleFor(name, seeded.firstKey);
      const check = expectationFor(name)(seeded.sb, params);
      const client = clientFor(seeded.sb, { serialization });
      seeded.sb.resetCounts();
      const result = await client.call(name, params as never);
      client.close();
      expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
      if (!result.ok) return;
      expect(result.value.status).toBe('success');
      expect(result.meta.attempts).toBe(1);
      expect(seeded.sb.counts()[name]).toBe(1);
      check(result.value);
    });
  }

  it('decodes the all-zero used_date of a never-used ticket as null, and a used one as its time', async () => {
    const unused = seeded.sb.state.tickets.list.find((t) => t.row.used_date === NEVER)!.row;
    const used = seeded.sb.state.tickets.list.find((t) => t.row.used_date !== NEVER)!.row;
    const client = clientFor(seeded.sb);
    const a = await client.call('sevu.status', { key: unused.key });
    const b = await client.call('sevu.status', { key: used.key });
    client.close();
    expect(a.ok && a.value.ticket?.used_date).toBeNull();
    expect(b.ok && b.value.ticket?.used_date).toBe(used.used_date);
  });

  it('decodes channel2, sent as `videos` with a live item (-2) and a whole VOD (-1), into playlist', async () => {
    const client = clientFor(seeded.sb);
    const r = await client.call('channel.currentchannels', { stream: 'channel2' });
    client.close();
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.playlist.map((i) => i.length)).toEqual(expect.arrayContaining([-2, -1]));
    expect(r.value.playlist.every((i) => typeof i.length === 'number' && typeof i.start === 'number')).toBe(true);
  });

  it('decodes cloudstore.status data sent as one object into a list of one', async () => {
    const client = clientFor(seeded.sb);
    const r = await client.call('cloudstore.status', { limit: 1 });
    client.close();
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.data).toHaveLength(1);
    expect(r.value.data[0]!.id).toBe(Number(seeded.sb.state.uploads.at(-1)!.id));
  });
});
