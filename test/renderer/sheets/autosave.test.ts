/**
 * Edits are written as they are made: one write at a time and always the newest draft, so a
 * slow first write never lands over a later change; a write that fails leaves the sheet
 * Not saved (never "Saved"); Undo takes back the last change; a name typed letter by letter
 * is one change to undo.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { RENAME } from '../../../renderer/src/features/sheets/edit-actions';
import { addCue } from '../../../renderer/src/features/sheets/sheet-edit';
import { useMc } from '../../../renderer/src/stores/store';
import { type FakeBridge, installFake } from '../fake-bridge';
import { sixCueSheet } from '../../unit/sheets/fixtures';

const store = () => useMc.getState();
const sheets = () => store().sheets;
const note = { label: 'Welcome', plan: null, notes: '', action: null };

let fake: FakeBridge;
let written: Sheet[];
let hold: Array<() => void>;
let failNext: boolean;

beforeEach(() => {
  written = [];
  hold = [];
  failNext = false;
  fake = installFake()
    .on('sheets.save', async (input) => {
      // Each write waits to be released, to see what happens while one is under way.
      await new Promise<void>((release) => hold.push(release));
      if (failNext) {
        failNext = false;
        return { ok: false as const, error: { kind: 'io_error' as const, message: 'The sheet file could not be written: disk full' } };
      }
      written.push(input as Sheet);
      return { ok: true as const, value: input };
    })
    .on('sheets.list', { ok: true, value: [] })
    .on('sheets.check', { ok: true, value: { problems: {}, appsChecked: true, flags: {}, secrets: {} } })
    .on('live.services', { ok: true, value: { services: [] } });
  const sheet = sixCueSheet();
  useMc.setState((s) => ({ sheets: { ...s.sheets, draft: sheet, dirty: false } }));
});

/** Releases held writes until the sheet is no longer saving. */
async function settle(): Promise<void> {
  while (sheets().saving || hold.length > 0) {
    hold.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('saving as edits are made', () => {
  it('writes one at a time and ends with the newest draft on disk', async () => {
    const first = addCue(sheets().draft!, note);
    store().setDraft(first, 'add a cue');
    const second = addCue(first, { ...note, label: 'Doors' });
    store().setDraft(second, 'add a cue');
    expect(sheets().saving).toBe(true);
    await settle();
    expect(fake.callsTo('sheets.save').length).toBeLessThanOrEqual(2);
    expect(written.at(-1)).toBe(second);
    expect(sheets()).toMatchObject({ dirty: false, saving: false, error: null });
  });

  it('never says Saved after a write failed, and Save again writes it', async () => {
    failNext = true;
    store().setDraft(addCue(sheets().draft!, note), 'add a cue');
    await settle();
    expect(sheets()).toMatchObject({ dirty: true, saving: false, error: { message: 'The sheet file could not be written: disk full' } });
    expect(written).toEqual([]);
    void store().saveSheet();
    await settle();
    expect(sheets()).toMatchObject({ dirty: false, error: null });
    expect(written.at(-1)!.cues.at(-1)!.label).toBe('Welcome');
  });

  it('undoes the last change and writes that too', async () => {
    const before = sheets().draft!;
    store().setDraft(addCue(before, note), 'add a cue');
    await settle();
    expect(sheets().undo).toEqual({ sheet: before, change: 'add a cue' });
    store().undoEdit();
    expect(sheets().draft).toBe(before);
    expect(sheets().undo).toBeNull();
    await settle();
    expect(written.at(-1)).toBe(before);
  });

  it('takes a name typed letter by letter back as one change', async () => {
    const before = sheets().draft!;
    for (const name of ['E', 'Ev', 'Eve']) store().setDraft({ ...sheets().draft!, name }, RENAME);
    await settle();
    store().undoEdit();
    expect(sheets().draft!.name).toBe(before.name);
  });
});
