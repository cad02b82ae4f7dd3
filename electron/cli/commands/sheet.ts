/**
 * `master-control sheet check FILE --profile NAME`: validates a run-sheet file against
 * the sheet schema and against an account (its stored services and applications, read
 * only — nothing is sent that changes anything), and prints its cues in words. Exit 0
 * when every cue is fine; 2 when the file is not a valid sheet, a cue is flagged (a
 * destination the account does not have, or one it does not store and that was not accepted
 * on this machine), or the account could not be read. Data is printed without control
 * characters and without secrets.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkSheet } from '../../../shared/domain/sheets/check';
import { cueLine } from '../../../shared/domain/sheets/describe';
import { heldSecrets, withoutSecrets } from '../../../shared/domain/sheets/secrets';
import { AcceptanceStore, cueRef, isAccepted } from '../../core/sheets/acceptances';
import { sheetProblemWords } from '../../../shared/domain/sheets/problems';
import { sheetSchema } from '../../../shared/domain/sheets/schema';
import { createApiClient } from '../../core/client';
import { KnownSecrets } from '../../core/events/known-secrets';
import type { CliIo } from '../io';
import { GroupStore } from '../../core/live/group-store';
import { CALL_OPTIONS, type CallValues, CliFailure, report, resolveTarget, timeoutOf } from '../args';
import { counted } from '../../../shared/domain/plural';

const SHEET_HELP = `usage: master-control sheet check FILE (--profile NAME | --base-url URL --cdn N --api-key KEY) [--data-dir DIR]
  Checks a run sheet against the account (reads only: stored push services and applications)
  and prints its cues. The secret comes from the keychain/vault (--profile) or MC_SECRET.
  A cue that sends somewhere the account does not store (a direct push, a split's callback)
  is flagged with its host until it is accepted in the console on this machine (--data-dir).
  Keys and passwords are never printed: a sheet keeps only their masks.
  Exit codes: 0 every cue is fine; 2 the file is not a valid sheet, a cue names something the
  account no longer has, a flagged cue was not accepted, or the account could not be read.`;

const { params: _p, 'params-file': _pf, ...OPTIONS } = CALL_OPTIONS;

async function readSheet(path: string) {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new CliFailure('invalid_sheet', `cannot read ${path} as JSON: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  const parsed = sheetSchema.safeParse(value);
  if (!parsed.success) throw new CliFailure('invalid_sheet', `${path} is not a valid sheet: ${plainText(sheetProblemWords(parsed.error, value).join('; '))}`);
  // A key or password in the file is never printed: it is read as its mask, as the console would keep it.
  return withoutSecrets(parsed.data).sheet;
}

/** Data printed to a terminal: control characters (ESC, BEL…) shown as �, so a sheet cannot rewrite the operator's screen. */
function plainText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '\ufffd');
}

export async function runSheetCommand(argv: string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const secrets = new KnownSecrets();
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (err) {
      throw new CliFailure('usage_error', (err as Error).message);
    }
    const values = parsed.values as CallValues;
    const [verb, file, ...extra] = parsed.positionals;
    if (values.help) return io.out(SHEET_HELP), 0;
    if (verb !== 'check' || file === undefined || extra.length > 0) throw new CliFailure('usage_error', `expected: sheet check FILE --profile NAME\n${SHEET_HELP}`);
    const sheet = await readSheet(file);
    const { target, dataDir } = await resolveTarget(values, env, secrets, io);
    const client = createApiClient({ baseUrl: target.baseUrl, cdn: target.cdn, apiKey: target.apiKey, secret: target.secret, serialization: target.serialization, timeoutMs: timeoutOf(values) });
    try {
      const services = await client.call('pushpublish.services', {});
      if (!services.ok) throw new CliFailure(services.error.kind, `could not read the account's stored services: ${services.error.message}`);
      const apps = await client.call('video.getapps', {});
      const names = new Map(services.value.services.map((s) => [Number(s.push_service_id), `#${s.push_service_id} ${s.service_name ?? ''}`.trim()]));
      // A saved account's groups are kept with it in the data folder; an account given by address has none to check against.
      const groups = values.profile === undefined ? null : (await new GroupStore(dataDir).list(target.profileId)).map((g) => g.name);
      const problems = checkSheet(sheet, { serviceIds: new Set(names.keys()), apps: apps.ok ? new Set(apps.value.apps.map((a) => a.name)) : null, groups });
      const accepted = await new AcceptanceStore(dataDir).list();
      let flagged = 0;
      io.out(plainText(`${sheet.name} — ${counted(sheet.cues.length, 'cue')}, checked against ${target.profileName}${sheet.account === target.profileId ? '' : ` (written for ${sheet.accountName || sheet.account})`}`));
      sheet.cues.forEach((cue, i) => {
        io.out(plainText(cueLine(cue, i + 1, (id) => names.get(id) ?? null)));
        const ref = cueRef(sheet, cue);
        const sends = ref.sends;
        const open = sends.length > 0 && !isAccepted(accepted, ref);
        for (const p of problems[i]!) io.out(plainText(`   ⚠ ${p}`));
        for (const s of sends) io.out(plainText(`   ⚠ ${s}${open ? ' — not accepted on this machine: GO refuses it until accepted in the sheet editor' : ' — accepted on this machine'}`));
        for (const h of heldSecrets(cue)) io.out(plainText(`   ⓘ asks for the ${h.words}: not in the file; entered in the console and kept with the account`));
        if (problems[i]!.length > 0 || open) flagged += 1;
      });
      if (!apps.ok) io.out(plainText(`note: applications not checked (${apps.error.message})`));
      io.out(flagged === 0 ? 'every cue is fine' : `${flagged} ${flagged === 1 ? 'cue needs' : 'cues need'} attention`);
      return flagged === 0 ? 0 : 2;
    } finally {
      client.close();
    }
  } catch (err) {
    return report(io, 'sheet', err, secrets);
  }
}
