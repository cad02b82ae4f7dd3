/**
 * The people of the show as this view sees them: who it acts as (`session.me`: null is this
 * console's own operator, else a guest with a role), whether the host can be reached (said by
 * the transport: `host.reach`; while not, every view keeps its last board marked STALE and
 * holds its acts), the arms every person has open (this view's own are told to main as the
 * shell arms them, so every other view can show "Ana armed Disconnect #502, 4 s"), and the
 * destructive acts waiting for a second person under the two-person rule.
 */
import type { McEvent } from '../../../../shared/ipc/events';
import type { SessionArm, SessionMe, WaitingAct } from '../../../../shared/ipc/session';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import { API_ARM_PREFIX } from '../control/control-state';

export interface SessionState {
  me: SessionMe | null;
  reach: { reachable: boolean; since: string | null };
  /** Every person's open arms, as main last said them. */
  arms: SessionArm[];
  /** This view's own arms: shell arm id → main's arm id. */
  mine: Record<string, string>;
  waiting: WaitingAct[];
}

export interface SessionSlice {
  session: SessionState;
  loadSession(): Promise<void>;
  sessionEvent(event: McEvent): void;
}

export const INITIAL_SESSION: SessionState = { me: null, reach: { reachable: true, since: null }, arms: [], mine: {}, waiting: [] };

/** A shell arm this view made on its own screens (not one shown for a control surface). */
const isOwnArm = (id: string): boolean => !id.startsWith(API_ARM_PREFIX);

/** A call whose failure to be said (no transport, no answer) is null, never thrown at the press. */
const quietly = <T,>(call: () => Promise<T>): Promise<T | null> => Promise.resolve().then(call).catch(() => null);

export const createSessionSlice: SliceCreator<SessionSlice> = (set, get, store) => {
  const patch = (p: Partial<SessionState>) => set((s) => ({ session: { ...s.session, ...p } }));

  // Telling main of an arm is so every other person sees it: when that cannot be said (no
  // answer, no transport yet) the arm still works here, and nothing is thrown at the press.
  const report = async (id: string, action: string): Promise<void> => {
    const r = await quietly(() => mc().session.arm({ action: action.slice(0, 300) }));
    if (r === null || !r.ok) return;
    // Disarmed while the trip ran: end it in main too.
    if (get().armed[id] === undefined) return void quietly(() => mc().session.disarm({ armId: r.value.armId }));
    patch({ mine: { ...get().session.mine, [id]: r.value.armId } });
  };

  store.subscribe((s, prev) => {
    if (s.armed === prev.armed) return;
    for (const [id, words] of Object.entries(s.armed)) if (isOwnArm(id) && prev.armed[id] === undefined) void report(id, words);
    for (const id of Object.keys(prev.armed)) {
      const armId = s.session.mine[id];
      if (s.armed[id] !== undefined || armId === undefined) continue;
      const { [id]: _gone, ...rest } = get().session.mine;
      patch({ mine: rest });
      void quietly(() => mc().session.disarm({ armId }));
    }
  });

  return {
    session: INITIAL_SESSION,
    loadSession: async () => {
      const r = await mc().session.me({});
      if (r.ok) patch({ me: r.value });
    },
    sessionEvent: (event) => {
      if (event.type === 'session.arms') patch({ arms: event.arms });
      else if (event.type === 'session.waiting') patch({ waiting: event.acts });
      else if (event.type === 'host.reach') patch({ reach: { reachable: event.reachable, since: event.since } });
    },
  };
};

/** The arms other views have open (this view shows its own on its buttons). */
export function othersArms(s: SessionState): SessionArm[] {
  const own = new Set(Object.values(s.mine));
  return s.arms.filter((a) => !own.has(a.armId));
}
