/**
 * Which destination a listed push is (push-match.ts), in the one chain the service notes
 * write down: its push_service_id; else the entry name this console connected it with;
 * else the destination's fields, when exactly one stored destination could be it. A push
 * none of these names while stored destinations could be it is unmatched: never a guess.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_BOARD, reduceBoard } from '../../../shared/domain/live/board';
import { matchPushes } from '../../../shared/domain/live/push-match';

const stored = (ids: number[]) =>
  reduceBoard(EMPTY_BOARD, { type: 'services', at: 0, services: ids.map((id) => ({ key: `svc:${id}`, label: `#${id}`, pushServiceId: id, app: 'demo-origin', stream: 'main' })) }).rows;
const streams = (pushes: Array<Record<string, unknown>>) => [{ name: 'main', pushes: pushes.map((p) => ({ status: 'connected', ...p })) }] as never;

describe('matching a listed push to its destination', () => {
  it('by push_service_id first', () => {
    const r = matchPushes(stored([501, 502]), streams([{ push_service_id: 502, entry_name: 'push_502_main' }]), 'demo-origin', 'live');
    expect(r).toMatchObject({ unmatched: false, pushes: [{ key: 'svc:502', pushServiceId: 502 }] });
  });

  it('else by the entry name this console connected it with', () => {
    const rows = stored([501, 502]);
    const known = { ...rows, 'svc:501': { ...rows['svc:501']!, entryName: 'push_501_main' } };
    const r = matchPushes(known, streams([{ entry_name: 'push_501_main' }]), 'demo-origin', 'live');
    expect(r).toMatchObject({ unmatched: false, pushes: [{ key: 'svc:501', pushServiceId: 501 }] });
  });

  it('else by its fields, when exactly one stored destination could be it and it names no entry', () => {
    const r = matchPushes(stored([501]), streams([{}]), 'demo-origin', 'live');
    expect(r).toMatchObject({ unmatched: false, pushes: [{ key: 'svc:501' }] });
  });

  it('an entry name the console does not know, with two stored destinations that could be it: unmatched, no row guessed', () => {
    const r = matchPushes(stored([501, 502]), streams([{ entry_name: 'push_501_main' }]), 'demo-origin', 'live');
    expect(r).toEqual({ unmatched: true, pushes: [] });
  });

  it('no id and no entry name, two stored destinations that could be it: unmatched', () => {
    expect(matchPushes(stored([501, 502]), streams([{}]), 'demo-origin', 'live')).toEqual({ unmatched: true, pushes: [] });
  });
});
