/**
 * The destination reducer, property-tested: whatever order connect/disconnect answers and
 * (possibly stale) poll answers arrive in, a poll requested after the last answer puts
 * every destination in the state the server reported — one state per destination.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_GRACE_MS, type Board, type BoardEvent, EMPTY_BOARD, STOP_HOLD_MS, reduceBoard } from '../../../shared/domain/live/board';
import { type ServerPush, stateFromServer } from '../../../shared/domain/live/board-poll';
import { PROPERTY_RUNS, propertySeed } from '../client/fc-seed';

const KEYS = ['svc:1', 'svc:2', 'entry:a', 'entry:b'] as const;
const STATUSES = ['connected', 'connecting', 'error', 'disconnected', 'weird', null] as const;
const OUTCOMES = ['accepted', 'rejected', 'unknown', 'not_sent'] as const;

type ServerView = Partial<Record<(typeof KEYS)[number], (typeof STATUSES)[number]>>;

const serverView = fc.dictionary(fc.constantFrom(...KEYS), fc.constantFrom(...STATUSES)) as fc.Arbitrary<ServerView>;

const step = fc.oneof(
  fc.record({ k: fc.constant('send' as const), key: fc.constantFrom(...KEYS), action: fc.constantFrom('connect' as const, 'disconnect' as const), outcome: fc.constantFrom(...OUTCOMES) }),
  fc.record({ k: fc.constant('deliverAnswer' as const), pick: fc.nat() }),
  fc.record({ k: fc.constant('requestPoll' as const), view: serverView }),
  fc.record({ k: fc.constant('deliverPoll' as const), pick: fc.nat() }),
  fc.record({ k: fc.constant('disconnectedAll' as const) }),
  fc.record({ k: fc.constant('tick' as const) }),
);

function pushes(view: ServerView): ServerPush[] {
  return Object.entries(view).map(([key, status]) => ({
    key, label: key, pushServiceId: key.startsWith('svc:') ? Number(key.slice(4)) : null, entryName: key.startsWith('entry:') ? key.slice(6) : null,
    app: 'demo', inst: 'live', stream: 'main', status, message: status === 'error' ? 'destination refused' : null,
  }));
}

/** Takes element `pick` (mod length) out of `list`. */
function take<T>(list: T[], pick: number): T | undefined {
  if (list.length === 0) return undefined;
  return list.splice(pick % list.length, 1)[0];
}

describe('destination board reducer (property)', () => {
  it('any order of answers and polls ends in the state the server last reported', () => {
    const seed = propertySeed('destination board');
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 20 }), fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1 }), serverView,
        (steps, flushOrder, gaps, finalView) => {
          let board: Board = reduceBoard(EMPTY_BOARD, {
            type: 'services', at: 0, services: [1, 2].map((id) => ({ key: `svc:${id}`, label: `svc:${id}`, pushServiceId: id, app: 'demo', stream: 'main' })),
          });
          let now = 1_000_000;
          let g = 0;
          const apply = (e: BoardEvent): void => void (board = reduceBoard(board, e));
          const answers: Extract<BoardEvent, { type: 'answer' }>[] = [];
          const polls: Extract<BoardEvent, { type: 'poll' }>[] = [];
          const deliverAnswer = (pick: number): void => {
            const a = take(answers, pick);
            if (a) apply({ ...a, at: now });
          };
          const deliverPoll = (pick: number): void => {
            const p = take(polls, pick);
            if (p) apply({ ...p, at: now });
          };
          for (const s of steps) {
            now += gaps[g++ % gaps.length]!;
            if (s.k === 'send') {
              apply({ type: 'send', at: now, key: s.key, action: s.action, label: s.key, where: { app: 'demo', inst: 'live', stream: 'main' } });
              answers.push({ type: 'answer', at: now, key: s.key, action: s.action, outcome: s.outcome, reason: s.outcome === 'accepted' ? null : 'because' });
            } else if (s.k === 'deliverAnswer') deliverAnswer(s.pick);
            else if (s.k === 'requestPoll') polls.push({ type: 'poll', at: now, requestedTick: board.tick, scopes: ['demo/live'], pushes: pushes(s.view) });
            else if (s.k === 'deliverPoll') deliverPoll(s.pick);
            else if (s.k === 'disconnectedAll') apply({ type: 'disconnectedAll', at: now });
            else apply({ type: 'tick', at: now });
          }
          // Everything still on its way arrives, in an order of its own.
          for (const pick of flushOrder) (pick % 2 === 0 ? deliverAnswer : deliverPoll)(pick >> 1);
          while (answers.length > 0 || polls.length > 0) (answers.length > 0 ? deliverAnswer : deliverPoll)(0);
          // The server's last word, read after every answer (and past an accepted connect's grace).
          now += ACCEPTED_GRACE_MS;
          apply({ type: 'poll', at: now, requestedTick: board.tick, scopes: ['demo/live'], pushes: pushes(finalView) });
          for (const key of KEYS) {
            const row = board.rows[key];
            if (key in finalView) {
              expect(row?.state).toBe(stateFromServer(finalView[key] ?? null));
            } else if (row !== undefined) {
              expect(['off', 'stopped']).toContain(row.state);
            }
          }
          // A stopped row holds still a few seconds, then a stored service is OFF and a direct push leaves.
          apply({ type: 'tick', at: now + STOP_HOLD_MS });
          for (const key of KEYS) {
            if (key in finalView) continue;
            const row = board.rows[key];
            if (key.startsWith('svc:')) expect(row?.state).toBe('off');
            else expect(row).toBeUndefined();
          }
          for (const row of Object.values(board.rows)) expect(row.liveSince !== null).toBe(row.state === 'live' || (row.liveSince !== null && ['connecting', 'unknown'].includes(row.state)));
        }),
      { seed, numRuns: PROPERTY_RUNS },
    );
  });
});
