/**
 * Sheet files in and out: an export is the saved sheet as JSON (secrets only as masks, as
 * it is kept); an import is parsed and validated whole, and a sheet written for another
 * account comes in only when re-targeted explicitly. The importer saves it under a new id:
 * its secrets are dropped on save, and where it sends is flagged by the check.
 */
import { randomUUID } from 'node:crypto';
import type { Profile } from '../../../shared/domain/profile';
import { sheetProblemWords } from '../../../shared/domain/sheets/problems';
import { type Sheet, sheetSchema } from '../../../shared/domain/sheets/schema';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { SheetExport } from '../../../shared/ipc/sheets';

export function exportOf(sheet: Sheet): SheetExport {
  const base = sheet.name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '') || 'sheet';
  return { fileName: `${base}.sheet.json`, text: `${JSON.stringify(sheet, null, 2)}\n` };
}

/** The sheet to save for `home` (the account the active one stands for), or why the file is refused. */
export function importOf(text: string, retarget: boolean, home: Pick<Profile, 'id' | 'name'>): IpcResult<Sheet> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return fail({ kind: 'invalid_input', message: `Not a sheet file: it is not JSON (${(err as Error).message})`, issues: [] });
  }
  const parsed = sheetSchema.safeParse(value);
  if (!parsed.success) {
    // Each line names its cue and field already: the issues carry no path, so no screen says it twice.
    const lines = sheetProblemWords(parsed.error, value);
    return fail({ kind: 'invalid_input', message: `Not a valid sheet: ${lines.slice(0, 3).join('; ')}`, issues: lines.map((l) => ({ path: '', message: l })) });
  }
  const sheet = parsed.data;
  if (sheet.account !== home.id && !retarget) {
    return fail({ kind: 'conflict', message: `This sheet was written for ${sheet.accountName || sheet.account}. Re-target it to ${home.name} to import it here.` });
  }
  return ok({ ...sheet, id: randomUUID(), account: home.id, accountName: home.name });
}
