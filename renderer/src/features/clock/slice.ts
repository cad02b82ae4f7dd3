/**
 * The show clock slice: main's one clock (the next timed cue, its due instant, the offset from
 * plan, the last preflight), as `clock.changed` sends it; the run on screen told to main on
 * every change, so its clock and preflight follow it; "Run preflight now" and the lead.
 */
import type { ShowClock } from '../../../../shared/ipc/clock';
import type { McEvent } from '../../../../shared/ipc/events';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import { runReportOf } from './clock-state';

export interface ClockSlice {
  clock: { now: ShowClock | null; running: boolean };
  loadClock(): Promise<void>;
  clockEvent(event: McEvent): void;
  preflightNow(): Promise<void>;
  setPreflightLead(minutes: number): Promise<void>;
}

export const createClockSlice: SliceCreator<ClockSlice> = (set, get, store) => {
  const apply = (now: ShowClock) => set((s) => ({ clock: { ...s.clock, now } }));
  let told = JSON.stringify(null);
  /** When this screen opened the run it holds: the run's arm, for its clock times. */
  let armed = { runId: '', at: 0 };

  store.subscribe((s, prev) => {
    if (s.sheets.run === prev.sheets.run) return;
    const open = s.sheets.run;
    if (open !== null && open.runId !== armed.runId) armed = { runId: open.runId, at: Date.now() };
    const run = runReportOf(open, armed.at);
    const text = JSON.stringify(run);
    if (text === told) return;
    told = text;
    void mc().clock.run({ run }).then((r) => r.ok && apply(r.value));
  });

  return {
    clock: { now: null, running: false },
    loadClock: async () => {
      const r = await mc().clock.show({});
      if (r.ok) apply(r.value);
    },
    clockEvent: (event) => {
      if (event.type === 'clock.changed') apply(event.clock);
    },
    preflightNow: async () => {
      set((s) => ({ clock: { ...s.clock, running: true } }));
      const r = await mc().clock.preflightNow({});
      set((s) => ({ clock: { now: r.ok ? r.value : s.clock.now, running: false } }));
    },
    setPreflightLead: async (minutes) => {
      const r = await mc().clock.setLead({ minutes });
      if (r.ok) apply(r.value);
    },
  };
};
