/**
 * The board with its reconnect episodes (board-show.ts), property-tested over random
 * interleavings on two accounts: platform drops, disconnects outside this console (gone
 * with no reason, listed stopped), stops by id, by entry name, Disconnect all, a group's
 * (its members one by one) and a cue's (by entry name), the operator's stop with nothing
 * to send, account switches, unmatched and unreadable reads, lost and late answers of a
 * try (and "already pushing"). Whatever the order: every action goes to the account whose
 * board asked for it; no connect after any stop; none while the last read cannot tell;
 * none after "already pushing" in that episode; none before a push merely gone was read
 * gone twice; never two in flight; at most 10 tries and 10 minutes an episode; and the
 * wait before try n is 2 s × 1.5ⁿ⁻¹ ±20%, then capped at 60 s — the numbers written out
 * here, not the constants under test. (Replaces the policy-only property of #35.)
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type Board, EMPTY_BOARD } from '../../../shared/domain/live/board';
import type { ServerPush } from '../../../shared/domain/live/board-poll';
import { type ShowEvent, stepShow } from '../../../shared/domain/live/board-show';
import type { ReconnectAction } from '../../../shared/domain/live/reconnect-policy';

const ACCOUNTS = ['A', 'B'] as const;
const IDS = [501, 502] as const;
type Acc = (typeof ACCOUNTS)[number];
type Id = (typeof IDS)[number];
const key = (id: Id) => `svc:${id}`;
const entry = (id: Id) => `push_${id}_s`;

const REFUSALS = ['Destination refused the connection', 'Stream key refused: the event has ended', 'Push service 501 is already pushing s on a/i', 'Zork 42'];

const acc = fc.constantFrom(...ACCOUNTS);
const id = fc.constantFrom(...IDS);
const op = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('drop' as const), acc, id }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('outside-gone' as const), acc, id }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('outside-stopped' as const), acc, id }) },
  { weight: 8, arbitrary: fc.record({ k: fc.constant('read' as const), acc, how: fc.constantFrom('ok' as const, 'ok' as const, 'unmatched' as const, 'unreadable' as const) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('stop' as const), acc, id, by: fc.constantFrom('id' as const, 'entry' as const, 'cue' as const, 'nothing-held' as const) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('stop-group' as const), acc }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('stop-all' as const), acc }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('go-live' as const), acc, id }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('switch' as const), acc }) },
  { weight: 8, arbitrary: fc.record({ k: fc.constant('answer' as const), acc, id, outcome: fc.constantFrom('ok' as const, 'refused' as const, 'lost' as const), reason: fc.constantFrom(...REFUSALS) }) },
  { weight: 8, arbitrary: fc.record({ k: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 90_000 }) }) },
);

/** The servers and what the world knows beside the boards. */
interface World {
  now: number;
  active: Acc;
  boards: Record<Acc, Board>;
  server: Record<Acc, Record<Id, 'live' | 'failed' | 'none' | 'stopped'>>;
  /** A try of ours awaits its answer. */
  out: Record<string, boolean>;
  stopped: Record<string, boolean>;
  unsure: Record<Acc, boolean>;
  pushing: Record<string, boolean>;
  /** Reads that showed the push gone since it was lost without a reason (a try needs 2). */
  goneReads: Record<string, number | null>;
  sent: Array<{ to: Acc; board: Acc; action: ReconnectAction }>;
}

const rid = (a: Acc, i: Id) => `${a}|${i}`;

function pushes(w: World, a: Acc, withIds: boolean): ServerPush[] {
  return IDS.filter((i) => w.server[a][i] === 'live' || w.server[a][i] === 'failed' || w.server[a][i] === 'stopped').map((i) => ({
    key: withIds ? key(i) : `entry:?${i}`, label: `#${i}`, pushServiceId: withIds ? i : null, entryName: entry(i), app: 'a', inst: 'i', stream: 's',
    status: w.server[a][i] === 'live' ? 'connected' : w.server[a][i] === 'failed' ? 'error' : 'stopped', message: w.server[a][i] === 'failed' ? 'Destination dropped the stream' : null,
  }));
}

/** One event on one account's board: checks every action it asks for, then carries it out as main would. */
function dispatch(w: World, a: Acc, e: ShowEvent, auto = false): void {
  const before = w.boards[a];
  const { board, steps } = stepShow(before, e, () => 0.5 + ((w.now * 7919) % 1000) / 2000 - 0.25, auto);
  w.boards[a] = board;
  for (const [k, s] of Object.entries(board.episodes)) {
    const was = before.episodes[k];
    if (s.dueAt !== null && was?.dueAt !== s.dueAt) {
      const n = s.episode!.tries + 1;
      const base = 2000 * 1.5 ** (n - 1);
      const wait = s.dueAt - w.now;
      expect(wait, `wait before try ${n}`).toBeGreaterThanOrEqual(Math.min(base * 0.8, 60_000) - 1);
      expect(wait, `wait before try ${n}`).toBeLessThanOrEqual(Math.min(base * 1.2, 60_000) + 1);
    }
  }
  for (const step of steps) {
    const i = Number(step.key.slice(4)) as Id;
    const r = rid(a, i);
    if (step.ended !== null) w.pushing[r] = false;
    for (const action of step.actions) {
      w.sent.push({ to: a, board: a, action });
      if (action.kind !== 'connect' && action.kind !== 'retry') continue;
      const ep = board.episodes[step.key]!.episode!;
      expect(w.out[r], 'two connects in flight').toBe(false);
      expect(w.stopped[r], 'a connect after a stop').toBe(false);
      expect(w.unsure[a], 'a connect while the last read cannot tell').toBe(false);
      expect(w.pushing[r], 'a connect after "already pushing"').toBe(false);
      expect(w.goneReads[r] === null || w.goneReads[r]! >= 2, 'a try before a second read showed the push gone').toBe(true);
      expect(ep.tries).toBeLessThanOrEqual(10);
      expect(w.now - ep.startedAt).toBeLessThan(600_000);
      w.out[r] = true;
    }
  }
}

function read(w: World, a: Acc, how: 'ok' | 'unmatched' | 'unreadable'): void {
  w.unsure[a] = how !== 'ok';
  const listed = how === 'ok' ? pushes(w, a, true) : [];
  for (const i of IDS) {
    const r = rid(a, i);
    if (how === 'ok' && w.goneReads[r] !== null) w.goneReads[r] = w.server[a][i] === 'none' ? w.goneReads[r]! + 1 : null;
    if (how === 'ok' && w.server[a][i] === 'stopped') w.stopped[r] = true;
  }
  const unsure = how === 'ok' ? undefined : { 'a/i': how };
  dispatch(w, a, { type: 'poll', at: w.now, requestedTick: w.boards[a].tick, scopes: how === 'ok' ? ['a/i'] : [], pushes: listed, ...(unsure ? { unsure } : {}) });
}

function stop(w: World, a: Acc, i: Id, by: 'id' | 'entry' | 'cue' | 'nothing-held'): void {
  w.stopped[rid(a, i)] = true;
  if (by === 'nothing-held') return dispatch(w, a, { type: 'reconnect', key: key(i), event: { type: 'disconnect', at: w.now } });
  const k = by === 'id' ? key(i) : `entry:${entry(i)}`;
  dispatch(w, a, { type: 'send', at: w.now, key: k, action: 'disconnect', label: `#${i}`, where: { app: 'a', inst: 'i' } });
  w.server[a][i] = 'none';
  dispatch(w, a, { type: 'answer', at: w.now, key: k, action: 'disconnect', outcome: 'accepted', reason: null });
}

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function apply(w: World, o: Op): void {
  switch (o.k) {
    case 'drop':
      if (w.server[o.acc][o.id] === 'live') w.server[o.acc][o.id] = 'failed';
      return;
    case 'outside-gone':
      // Gone while the console last read it LIVE with no episode: only then can it not tell a drop from someone's stop.
      if (w.server[o.acc][o.id] === 'live' && w.boards[o.acc].rows[key(o.id)]?.state === 'live' && w.boards[o.acc].episodes[key(o.id)]?.episode == null) w.goneReads[rid(o.acc, o.id)] = 0;
      w.server[o.acc][o.id] = 'none';
      return;
    case 'outside-stopped':
      // The console learns of it from the next read that lists it stopped.
      if (w.server[o.acc][o.id] !== 'none') w.server[o.acc][o.id] = 'stopped';
      return;
    case 'read':
      return read(w, o.acc, o.how);
    case 'stop':
      return stop(w, o.acc, o.id, o.by);
    case 'stop-group':
      for (const i of IDS) stop(w, o.acc, i, 'id');
      return;
    case 'stop-all':
      for (const i of IDS) w.stopped[rid(o.acc, i)] = true;
      dispatch(w, o.acc, { type: 'reconnect', key: null, event: { type: 'disconnect', at: w.now } });
      for (const i of IDS) w.server[o.acc][i] = 'none';
      return dispatch(w, o.acc, { type: 'disconnectedAll', at: w.now });
    case 'go-live': {
      // The operator's own Go live of a stopped destination: it is ours again, and may be brought back.
      const r = rid(o.acc, o.id);
      if (w.server[o.acc][o.id] !== 'none' || w.out[r]) return;
      w.stopped[r] = false;
      dispatch(w, o.acc, { type: 'send', at: w.now, key: key(o.id), action: 'connect', label: `#${o.id}`, where: { app: 'a', inst: 'i', stream: 's' }, pushServiceId: o.id });
      w.server[o.acc][o.id] = 'live';
      return dispatch(w, o.acc, { type: 'answer', at: w.now, key: key(o.id), action: 'connect', outcome: 'accepted', reason: null });
    }
    case 'switch':
      // The screen shows another account: nothing of either board moves.
      w.active = o.acc;
      return;
    case 'answer': {
      const r = rid(o.acc, o.id);
      if (!w.out[r]) return;
      w.out[r] = false;
      if (o.outcome === 'ok') w.server[o.acc][o.id] = 'live';
      // "Already pushing" binds the episode its try belongs to: a try undone after a stop answers for none.
      if (o.outcome === 'refused' && /already pushing/.test(o.reason) && w.boards[o.acc].episodes[key(o.id)]?.episode != null) w.pushing[r] = true;
      return dispatch(w, o.acc, { type: 'reconnect', key: key(o.id), event: { type: 'answer', at: w.now, outcome: o.outcome, reason: o.reason } });
    }
    case 'wait': {
      w.now += o.ms;
      for (const a of ACCOUNTS) for (const [k, s] of Object.entries(w.boards[a].episodes)) {
        if (s.dueAt !== null && s.dueAt <= w.now) dispatch(w, a, { type: 'reconnect', key: k, event: { type: 'tick', at: w.now } });
      }
    }
  }
}

/** Both accounts with 501 and 502 LIVE, started from this console, reconnect on. */
function world(): World {
  const w: World = {
    now: 0, active: 'A', boards: { A: EMPTY_BOARD, B: EMPTY_BOARD },
    server: { A: { 501: 'live', 502: 'live' }, B: { 501: 'live', 502: 'live' } },
    out: {}, stopped: {}, unsure: { A: false, B: false }, pushing: {}, goneReads: {}, sent: [],
  };
  for (const a of ACCOUNTS) {
    dispatch(w, a, { type: 'services', at: 0, services: IDS.map((i) => ({ key: key(i), label: `#${i}`, pushServiceId: i, app: 'a', stream: 's' })) });
    for (const i of IDS) {
      const r = rid(a, i);
      Object.assign(w.out, { [r]: false });
      Object.assign(w.stopped, { [r]: false });
      Object.assign(w.pushing, { [r]: false });
      Object.assign(w.goneReads, { [r]: null });
      dispatch(w, a, { type: 'reconnect', key: key(i), event: { type: 'enable', at: 0, enabled: true } });
      dispatch(w, a, { type: 'send', at: 0, key: key(i), action: 'connect', label: `#${i}`, where: { app: 'a', inst: 'i', stream: 's' }, pushServiceId: i });
      dispatch(w, a, { type: 'answer', at: 0, key: key(i), action: 'connect', outcome: 'accepted', reason: null });
    }
    read(w, a, 'ok');
  }
  return w;
}

/** Found by this property: a read listing the push stopped while a try was out left the episode running, and the try's refusal scheduled another connect. Always run. */
const LISTED_STOPPED_WHILE_A_TRY_IS_OUT = JSON.parse('[{"k":"drop","acc":"B","id":501},{"k":"read","acc":"B","how":"ok"},{"k":"wait","ms":1800},{"k":"outside-stopped","acc":"B","id":501},{"k":"read","acc":"B","how":"ok"},{"k":"answer","acc":"B","id":501,"outcome":"refused","reason":"Destination refused the connection"},{"k":"wait","ms":2820},{"k":"wait","ms":5000}]') as Op[];

/** Found by this property after #46's reconnect marks: "already pushing" answering a try undone by Disconnect all was held against the next episode's tries (the model's slip, not the policy's). Always run. */
const PUSHING_AFTER_AN_UNDONE_TRY = JSON.parse('[{"k":"drop","acc":"B","id":502},{"k":"read","acc":"B","how":"ok"},{"k":"wait","ms":1800},{"k":"stop-all","acc":"B"},{"k":"answer","acc":"B","id":502,"outcome":"refused","reason":"Push service 501 is already pushing s on a/i"},{"k":"go-live","acc":"B","id":502},{"k":"read","acc":"B","how":"ok"},{"k":"outside-gone","acc":"B","id":502},{"k":"read","acc":"B","how":"ok"},{"k":"drop","acc":"A","id":501},{"k":"wait","ms":0},{"k":"read","acc":"B","how":"ok"},{"k":"drop","acc":"A","id":501},{"k":"go-live","acc":"A","id":501},{"k":"answer","acc":"A","id":501,"outcome":"ok","reason":"Destination refused the connection"},{"k":"answer","acc":"A","id":501,"outcome":"ok","reason":"Destination refused the connection"},{"k":"answer","acc":"A","id":501,"outcome":"ok","reason":"Destination refused the connection"},{"k":"wait","ms":0},{"k":"read","acc":"A","how":"ok"},{"k":"drop","acc":"A","id":501},{"k":"read","acc":"A","how":"ok"},{"k":"outside-gone","acc":"A","id":501},{"k":"stop-all","acc":"A"},{"k":"read","acc":"A","how":"ok"},{"k":"wait","ms":0},{"k":"stop","acc":"A","id":501,"by":"id"},{"k":"wait","ms":0},{"k":"answer","acc":"A","id":501,"outcome":"ok","reason":"Destination refused the connection"},{"k":"wait","ms":1880}]') as Op[];

describe('reconnect over random interleavings on two accounts (property)', () => {
  test.prop([fc.array(op, { minLength: 20, maxLength: 120, size: 'max' })], { numRuns: 300, examples: [[LISTED_STOPPED_WHILE_A_TRY_IS_OUT], [PUSHING_AFTER_AN_UNDONE_TRY]] })('keeps every rule whatever the order', (ops) => {
    const w = world();
    expect(Object.values(w.boards.A.rows).map((r) => r.state)).toEqual(['live', 'live']);
    for (const o of ops) apply(w, o);
    for (const s of w.sent) expect(s.to).toBe(s.board);
  });
});

describe('the interleavings reach tries', () => {
  test('a drop read, then the wait, sends a try to its own account', () => {
    const w = world();
    apply(w, { k: 'drop', acc: 'B', id: 501 });
    apply(w, { k: 'switch', acc: 'A' });
    apply(w, { k: 'read', acc: 'B', how: 'ok' });
    apply(w, { k: 'wait', ms: 3000 });
    expect(w.sent.filter((s) => s.action.kind === 'retry')).toEqual([{ to: 'B', board: 'B', action: { kind: 'retry', attempt: 1 } }]);
  });
});
