/**
 * IPC channels of the show clock: the next timed cue of the run, its due instant, how far
 * the show runs behind or ahead of plan, and the preflight before air. Main computes it
 * (electron/core/sheets/show-clock.ts); the screen tells main the run it holds (`run`), and
 * every view reads the one clock main sends (`clock.changed`).
 */
import { z } from 'zod';
import type { ClockTimes } from '../domain/clock/show-clock';
import type { PreflightProblem } from '../domain/clock/preflight';
import { type ChannelSpec, channel } from './define';

export interface PreflightView {
  /** Minutes before the first timed cue the first preflight runs (then again at 1 minute). */
  leadMinutes: number;
  /** When the last preflight ran (ISO), and why: at the lead, at 1 minute, or asked for now. */
  ranAt: string | null;
  trigger: 'lead' | 'minute' | 'now' | null;
  /** When the next one runs by itself (ISO), or null. */
  nextAt: string | null;
  problems: PreflightProblem[];
}

export interface ShowClock extends ClockTimes {
  /** The run the clock follows, or null when no run is open. */
  run: { runId: string; sheetId: string; sheetName: string; account: string } | null;
  preflight: PreflightView;
}

const cueId = z.string().min(1).max(64);

/** The run the screen holds: its sheet, when it started, the cues it has passed (fired, or skipped with null). */
export const runReport = z
  .strictObject({
    runId: z.string().min(1).max(64),
    sheetId: z.string().min(1).max(64),
    account: z.string().min(1),
    /** When the run was opened: a clock time is its first occurrence from an hour before. */
    armedAt: z.number(),
    startedAt: z.number().nullable(),
    passed: z.array(z.strictObject({ cueId, firedAt: z.number().nullable() })).max(500),
  })
  .nullable();
export type RunReport = z.output<typeof runReport>;

export const clockChannels = {
  show: channel<ShowClock>()(z.strictObject({}), 'The show clock: the next timed cue, its due instant, the offset from plan, the last preflight'),
  run: channel<ShowClock>()(z.strictObject({ run: runReport }), 'The run the screen holds (or none), for the show clock and the preflight'),
  preflightNow: channel<ShowClock>()(z.strictObject({}), "Run the preflight of the open run now: credentials, destinations, the watched stream, the service's clock"),
  setLead: channel<ShowClock>()(z.strictObject({ minutes: z.number().int().min(1).max(120) }), 'How many minutes before the first timed cue the preflight runs (then again at 1 minute)'),
} satisfies Record<string, ChannelSpec>;

export type ClockEvent = { type: 'clock.changed'; clock: ShowClock };
