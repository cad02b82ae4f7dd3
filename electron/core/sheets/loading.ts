/**
 * Loads a saved sheet, or one cue of it, as an IPC result: the one wording for a sheet or
 * cue that is not there, and an unreadable sheet as a conflict naming its problem.
 */
import type { Sheet } from '../../../shared/domain/sheets/schema';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { SheetStore } from './store';

export const notFound = (id: string) => fail<never>({ kind: 'not_found', message: `No saved sheet ${id}` });

export type LoadSheet = (id: string) => Promise<IpcResult<Sheet>>;

export function sheetLoader(store: SheetStore): { load: LoadSheet; loadCue(id: string, cueId: string): Promise<IpcResult<{ sheet: Sheet; index: number }>> } {
  async function load(id: string): Promise<IpcResult<Sheet>> {
    const r = await store.get(id);
    if (r === null) return notFound(id);
    if (!r.ok) return fail({ kind: 'conflict', message: r.problem });
    return ok(r.sheet);
  }

  async function loadCue(id: string, cueId: string): Promise<IpcResult<{ sheet: Sheet; index: number }>> {
    const sheet = await load(id);
    if (!sheet.ok) return sheet;
    const index = sheet.value.cues.findIndex((c) => c.id === cueId);
    return index < 0 ? fail({ kind: 'not_found', message: `The sheet has no cue ${cueId} (it was changed meanwhile?)` }) : ok({ sheet: sheet.value, index });
  }

  return { load, loadCue };
}
