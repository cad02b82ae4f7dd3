/**
 * Editing a sheet, as pure functions of the draft: add, move (Alt+↑/↓ and drag both come
 * here), duplicate, delete. Cue ids are fresh on every add and duplicate, so a run can
 * never confuse two cues.
 */
import type { Cue, Sheet } from '../../../../shared/domain/sheets/schema';

export const newId = (): string => crypto.randomUUID();

export function blankSheet(account: { id: string; name: string }, name: string): Sheet {
  return { version: 1, id: newId(), name, account: account.id, accountName: account.name, cues: [] };
}

export function addCue(sheet: Sheet, cue: Omit<Cue, 'id'>, at = sheet.cues.length): Sheet {
  const cues = sheet.cues.slice();
  cues.splice(at, 0, { ...cue, id: newId() });
  return { ...sheet, cues };
}

/** Moves cue `from` to position `to` (clamped); the same sheet back when nothing moves. */
export function moveCue(sheet: Sheet, from: number, to: number): Sheet {
  const target = Math.max(0, Math.min(sheet.cues.length - 1, to));
  if (from === target || from < 0 || from >= sheet.cues.length) return sheet;
  const cues = sheet.cues.slice();
  const [cue] = cues.splice(from, 1);
  cues.splice(target, 0, cue!);
  return { ...sheet, cues };
}

export function duplicateCue(sheet: Sheet, index: number): Sheet {
  const cue = sheet.cues[index];
  if (!cue) return sheet;
  const { id: _id, ...rest } = structuredClone(cue);
  return addCue(sheet, rest, index + 1);
}

export function deleteCue(sheet: Sheet, index: number): Sheet {
  return { ...sheet, cues: sheet.cues.filter((_, i) => i !== index) };
}
