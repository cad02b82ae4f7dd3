/**
 * IPC channels of run sheets. A sheet is saved whole (validated by the sheet
 * schema, itself built from the catalog); a cue is fired by naming it, so main sends
 * exactly what the saved sheet says, through the same services as the screens.
 */
import { z } from 'zod';
import type { CueOutcome } from '../domain/sheets/outcome';
import { type Sheet, sheetSchema } from '../domain/sheets/schema';
import { type ChannelSpec, channel } from './define';

const id = z.string().trim().min(1).max(64);

export interface SheetSummary {
  id: string;
  name: string;
  /** The profile id the sheet is for ('' when the file could not be read). */
  account: string;
  accountName: string;
  cues: number;
  /** Why the file cannot be used, in words; null when it reads and fits. */
  problem: string | null;
}

/** A cue that sends somewhere its account does not store: what it sends to, and whether it was accepted on this machine. */
export interface CueFlag {
  sends: string[];
  accepted: boolean;
}

/** A secret a cue asks for (its value is never in the sheet): entered on this machine or not. */
export interface CueSecretAsk {
  part: number;
  member: string;
  words: string;
  set: boolean;
}

export interface SheetCheck {
  /** Problems by cue id; a cue that is fine is not listed (ids, not positions: cues move while editing). */
  problems: Record<string, string[]>;
  /** false when the application list could not be read (applications were not checked). */
  appsChecked: boolean;
  /** Cues that send to a destination the account does not store, or to a callback: GO refuses them until accepted. */
  flags: Record<string, CueFlag>;
  /** Secrets each cue asks for; GO refuses a cue until every one is entered. */
  secrets: Record<string, CueSecretAsk[]>;
}

export interface SheetExport {
  fileName: string;
  text: string;
}

/** An armed run's timed cues as main holds them (timer in main, no screen needed). */
export interface TimedRunView {
  runId: string;
  sheetId: string;
  account: string;
  zone: string;
  armedAt: string;
  /** Destructive cues authorised to fire at their time, by id: "authorised by ana at 18:40". */
  authorised: Record<string, string>;
  /** The next timed slot not handled yet, or null. */
  next: { cueId: string; n: number; label: string; mode: 'hard' | 'soft'; slot: number; at: string; words: string } | null;
  /** How far ahead or behind its plan the run is ("2:00 behind"), or null. */
  drift: { ms: number; words: string } | null;
}

/** What main did with a timed slot: the run on screen follows (fired: marked done; standby and ask: standby moves there). */
export type SheetsEvent = {
  type: 'sheets.timed';
  runId: string;
  cueId: string;
  slot: number;
  what: 'fired' | 'standby' | 'ask' | 'skip';
  words: string;
  outcome?: CueOutcome;
};

export const sheetsChannels = {
  list: channel<SheetSummary[]>()(z.strictObject({}), 'Every saved run sheet (all accounts), by name'),
  get: channel<Sheet>()(z.strictObject({ id }), 'One saved sheet, read and validated'),
  save: channel<Sheet>()(sheetSchema, 'Save a sheet whole (created or replaced), validated by the sheet schema'),
  remove: channel<null>()(z.strictObject({ id }), 'Delete a saved sheet'),
  check: channel<SheetCheck>()(z.strictObject({ id }), "Check a sheet against the active account's stored services and applications"),
  fire: channel<CueOutcome>()(
    z.strictObject({ sheetId: id, cueId: id, runId: z.string().uuid() }),
    'Fire one cue of a saved sheet through the Live services, audited with the sheet and cue; a cue fires at most once per run',
    { bound: true },
  ),
  accept: channel<SheetCheck>()(
    z.strictObject({ id, cueId: id }),
    'Accept, on this machine, where a flagged cue sends (a destination the account does not store, a callback); recorded in Activity',
  ),
  setSecret: channel<SheetCheck>()(
    z.strictObject({ id, cueId: id, part: z.number().int().min(0).max(49), member: z.string().min(1).max(40), value: z.string().min(1).max(4096) }),
    "Enter a secret a cue asks for (a stream key, a password): kept with the account in the keychain or vault, never in the sheet; write-only",
  ),
  arm: channel<TimedRunView>()(
    z.strictObject({ sheetId: id, runId: z.string().uuid(), zone: z.string().min(1).max(64).optional(), authorise: z.array(id).max(500) }),
    "Arm a run's timed cues in main (one run per account): they fire at their time with no screen open; destructive ones only if authorised here by someone allowed destructive acts",
    { bound: true },
  ),
  disarm: channel<null>()(z.strictObject({ runId: z.string().uuid() }), "Disarm a run's timed cues: nothing fires by itself any more"),
  timed: channel<TimedRunView[]>()(z.strictObject({}), 'The armed runs: the next timed cue of each and how far ahead or behind its plan it runs'),
  exportText: channel<SheetExport>()(z.strictObject({ id }), 'The sheet as a JSON file to save elsewhere'),
  import: channel<Sheet>()(
    z.strictObject({ text: z.string().max(2_000_000), retarget: z.boolean().optional() }),
    'Import a sheet file: saved under a new id; a sheet for another account needs retarget: true to be moved to the active one',
  ),
} satisfies Record<string, ChannelSpec>;
