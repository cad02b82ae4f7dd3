/**
 * The board's stale-read rule, on its own: a stream.active read requested before a row's
 * last action cannot know about that action, so when it arrives it leaves the row exactly
 * as it was — whatever state the row had reached, whatever the action (a connect or a
 * disconnect sent, answered with any outcome, Disconnect all), whatever the read lists
 * and however late it arrives. Without the rule a just-accepted CONNECTING row turns
 * STOPPED and an UNKNOWN connect turns "OFF, safe to connect again".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_GRACE_MS, type Board, type BoardEvent, type DestState, EMPTY_BOARD, reduceBoard } from '../../../shared/domain/live/board';
import type { ServerPush } from '../../../shared/domain/live/board-poll';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';

const KEYS = ['svc:1', 'svc:2', 'entry:a'] as const;
type Key = (typeof KEYS)[number];
const STATUSES = ['connected', 'connecting', 'error', 'disconnected', 'weird', null] as const;
const OUTCOMES = ['accepted', 'rejected', 'unknown', 'not_sent'] as const;
const ALL_STATES: DestState[] = ['off', 'connecting', 'live', 'failed', 'unknown', 'disconnecting', 'stopped'];

type ServerView = Partial<Record<Key, (typeof STATUSES)[number]>>;
const serverView = fc.dictionary(fc.constantFrom(...KEYS), fc.constantFrom(...STATUSES)) as fc.Arbitrary<ServerView>;

function pushes(view: ServerView): ServerPush[] {
  return Object.entries(view).map(([key, status]) => ({
    key, label: key, pushServiceId: key.startsWith('svc:') ? Number(key.slice(4)) : null, entryName: key.startsWith('entry:') ? key.slice(6) : null,
    app: 'demo', inst: 'live', stream: 'main', status, message: status === 'error' ? 'destination refused' : null,
  }));
}

/** Steps that bring the board to some state: sends, answers (in order), fresh polls, Disconnect all, hold ticks. */
const setupStep = fc.oneof(
  fc.record({ k: fc.constant('send' as const), key: fc.constantFrom(...KEYS), action: fc.constantFrom('connect' as const, 'disconnect' as const), outcome: fc.option(fc.constantFrom(...OUTCOMES)) }),
  fc.record({ k: fc.constant('poll' as const), view: serverView }),
  fc.record({ k: fc.constant('disconnectedAll' as const) }),
  fc.record({ k: fc.constant('tick' as const) }),
);

/** The action the stale read is older than. `readBetween`: the read was requested after the send, before its answer. */
const lastAction = fc.oneof(
  fc.record({
    k: fc.constant('send' as const), key: fc.constantFrom(...KEYS), action: fc.constantFrom('connect' as const, 'disconnect' as const),
    outcome: fc.option(fc.constantFrom(...OUTCOMES)), readBetween: fc.boolean(),
  }),
  fc.record({ k: fc.constant('disconnectedAll' as const) }),
);

const sendOf = (key: Key, action: 'connect' | 'disconnect', at: number): BoardEvent => ({ type: 'send', at, key, action, label: key, where: { app: 'demo', inst: 'live', stream: 'main' } });
const answerOf = (key: Key, action: 'connect' | 'disconnect', outcome: (typeof OUTCOMES)[number], at: number): BoardEvent => ({
  type: 'answer', at, key, action, outcome, reason: outcome === 'accepted' ? null : 'because',
});

describe('stale-read rule (property)', () => {
  it('a read requested before a row’s last action leaves the row as it was, for every state and every action', () => {
    const seed = propertySeed('stale read');
    const statesActedOn = new Set<DestState>();
    fc.assert(
      fc.property(fc.array(setupStep, { maxLength: 25 }), lastAction, serverView, fc.integer({ min: 0, max: 2 * ACCEPTED_GRACE_MS }), (steps, action, staleView, lateBy) => {
        let board: Board = reduceBoard(EMPTY_BOARD, {
          type: 'services', at: 0, services: [1, 2].map((id) => ({ key: `svc:${id}`, label: `svc:${id}`, pushServiceId: id, app: 'demo', stream: 'main' })),
        });
        let now = 1_000_000;
        const apply = (e: BoardEvent): void => void (board = reduceBoard(board, e));
        for (const s of steps) {
          now += 700;
          if (s.k === 'send') {
            apply(sendOf(s.key, s.action, now));
            if (s.outcome !== null) apply(answerOf(s.key, s.action, s.outcome, now));
          } else if (s.k === 'poll') apply({ type: 'poll', at: now, requestedTick: board.tick, scopes: ['demo/live'], pushes: pushes(s.view) });
          else if (s.k === 'disconnectedAll') apply({ type: 'disconnectedAll', at: now });
          else apply({ type: 'tick', at: now });
        }
        const before = board;
        let requestedTick = board.tick;
        now += 100;
        if (action.k === 'send') {
          statesActedOn.add(before.rows[action.key]?.state ?? 'off');
          apply(sendOf(action.key, action.action, now));
          if (action.readBetween && action.outcome !== null) requestedTick = board.tick;
          if (action.outcome !== null) apply(answerOf(action.key, action.action, action.outcome, now));
        } else {
          for (const r of Object.values(before.rows)) statesActedOn.add(r.state);
          apply({ type: 'disconnectedAll', at: now });
        }
        const acted = board;
        // The read, requested before the action (or between send and answer), arrives now — possibly long after.
        apply({ type: 'poll', at: now + lateBy, requestedTick, scopes: ['demo/live'], pushes: pushes(staleView) });
        for (const row of Object.values(acted.rows)) {
          if (row.actionTick > requestedTick) expect(board.rows[row.key]).toEqual(row);
        }
        if (action.k === 'send') expect(acted.rows[action.key]!.actionTick).toBeGreaterThan(requestedTick);
      }),
      { seed, numRuns: PROPERTY_RUNS },
    );
    // "Every state": the runs acted on rows in each state the board has.
    expect([...statesActedOn].sort()).toEqual([...ALL_STATES].sort());
  });
});
