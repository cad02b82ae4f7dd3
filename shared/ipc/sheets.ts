/**
 * IPC channels of run sheets (issue #16). A sheet is saved whole (validated by the sheet
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

export interface SheetCheck {
  /** Problems by cue id; a cue that is fine is not listed (ids, not positions: cues move while editing). */
  problems: Record<string, string[]>;
  /** false when the application list could not be read (applications were not checked). */
  appsChecked: boolean;
}

export interface SheetExport {
  fileName: string;
  text: string;
}

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
  exportText: channel<SheetExport>()(z.strictObject({ id }), 'The sheet as a JSON file to save elsewhere'),
  import: channel<Sheet>()(
    z.strictObject({ text: z.string().max(2_000_000), retarget: z.boolean().optional() }),
    'Import a sheet file: saved under a new id; a sheet for another account needs retarget: true to be moved to the active one',
  ),
} satisfies Record<string, ChannelSpec>;
