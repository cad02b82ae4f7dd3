/**
 * Cues the operator accepted on this machine: a cue that sends somewhere its
 * account does not store (a direct push, a split's callback) runs only once accepted
 * here. Kept beside the data, never in the sheet file — a sheet cannot accept itself. An
 * acceptance names the account, the sheet, the cue, the destinations accepted (their
 * words) and the whole of each send (`cueBinds`): change anything about where or what the
 * cue sends and it asks again. A file that cannot be read accepts nothing; an acceptance
 * recorded before sends were bound whole binds nothing.
 */
import { join } from 'node:path';
import * as z from 'zod';
import type { Cue, Sheet } from '../../../shared/domain/sheets/schema';
import { cueBinds, cueFlags } from '../../../shared/domain/sheets/sends';
import { readJsonFile, writeJsonAtomic } from '../fs/atomic';

export const ACCEPTANCES_FILE = 'sheet-acceptances.json';

const acceptanceSchema = z.strictObject({
  account: z.string(),
  sheetId: z.string(),
  cueId: z.string(),
  sends: z.array(z.string()),
  binds: z.array(z.string()).optional(),
  at: z.string(),
});
const fileSchema = z.strictObject({ version: z.literal(1), accepted: z.array(acceptanceSchema) });

export type Acceptance = z.output<typeof acceptanceSchema>;

type CueRef = Pick<Acceptance, 'account' | 'sheetId' | 'cueId' | 'sends'> & { binds: string[] };

const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((s, i) => s === b[i]);

/** The acceptance a cue needs: its account, sheet, cue, the words of its flagged sends and each send whole. */
export function cueRef(sheet: Pick<Sheet, 'account' | 'id'>, cue: Cue): CueRef {
  return { account: sheet.account, sheetId: sheet.id, cueId: cue.id, sends: cueFlags(cue.action), binds: cueBinds(cue.action) };
}

export function isAccepted(list: readonly Acceptance[], ref: CueRef): boolean {
  return list.some((a) => a.account === ref.account && a.sheetId === ref.sheetId && a.cueId === ref.cueId && same(a.sends, ref.sends) && same(a.binds ?? [], ref.binds));
}

export class AcceptanceStore {
  readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, ACCEPTANCES_FILE);
  }

  async list(): Promise<Acceptance[]> {
    const read = await readJsonFile(this.path);
    if (!read.found || 'problem' in read) return [];
    const parsed = fileSchema.safeParse(read.value);
    return parsed.success ? parsed.data.accepted : [];
  }

  async accept(a: Acceptance): Promise<void> {
    const others = (await this.list()).filter((x) => !(x.account === a.account && x.sheetId === a.sheetId && x.cueId === a.cueId));
    await writeJsonAtomic(this.path, { version: 1, accepted: [...others, a] });
  }

  /** A deleted sheet's acceptances go with it. */
  async forgetSheet(sheetId: string): Promise<void> {
    const list = await this.list();
    const kept = list.filter((x) => x.sheetId !== sheetId);
    if (kept.length !== list.length) await writeJsonAtomic(this.path, { version: 1, accepted: kept });
  }
}
