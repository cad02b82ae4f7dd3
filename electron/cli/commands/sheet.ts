/**
 * `master-control sheet check FILE --profile NAME`: validates a run-sheet file against
 * the sheet schema and against an account (its stored services and applications, read
 * only — nothing is sent that changes anything), and prints its cues in words. Exit 0
 * when every cue is fine; 2 when the file is not a valid sheet, a cue is flagged, or the
 * account could not be read.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkSheet } from '../../../shared/domain/sheets/check';
import { cueLine } from '../../../shared/domain/sheets/describe';
import { sheetProblems, sheetSchema } from '../../../shared/domain/sheets/schema';
import { createApiClient } from '../../core/client';
import { KnownSecrets } from '../../core/events/known-secrets';
import type { CliIo } from '../io';
import { CALL_OPTIONS, type CallValues, CliFailure, report, resolveTarget, timeoutOf } from '../args';

const SHEET_HELP = `usage: master-control sheet check FILE (--profile NAME | --base-url URL --cdn N --api-key KEY) [--data-dir DIR]
  Checks a run sheet against the account (reads only: stored push services and applications)
  and prints its cues. The secret comes from the keychain/vault (--profile) or MC_SECRET.
  Exit codes: 0 every cue is fine; 2 the file is not a valid sheet, a cue names something the
  account no longer has, or the account could not be read.`;

const { params: _p, 'params-file': _pf, ...OPTIONS } = CALL_OPTIONS;

async function readSheet(path: string) {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new CliFailure('invalid_sheet', `cannot read ${path} as JSON: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  const parsed = sheetSchema.safeParse(value);
  if (!parsed.success) throw new CliFailure('invalid_sheet', `${path} is not a valid sheet: ${sheetProblems(parsed.error).join('; ')}`);
  return parsed.data;
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
    const { target } = await resolveTarget(values, env, secrets, io);
    const client = createApiClient({ baseUrl: target.baseUrl, cdn: target.cdn, apiKey: target.apiKey, secret: target.secret, serialization: target.serialization, timeoutMs: timeoutOf(values) });
    try {
      const services = await client.call('pushpublish.services', {});
      if (!services.ok) throw new CliFailure(services.error.kind, `could not read the account's stored services: ${services.error.message}`);
      const apps = await client.call('video.getapps', {});
      const names = new Map(services.value.services.map((s) => [Number(s.push_service_id), `#${s.push_service_id} ${s.service_name ?? ''}`.trim()]));
      const problems = checkSheet(sheet, { serviceIds: new Set(names.keys()), apps: apps.ok ? new Set(apps.value.apps.map((a) => a.name)) : null });
      const flagged = problems.filter((p) => p.length > 0).length;
      io.out(`${sheet.name} — ${sheet.cues.length} cues, checked against ${target.profileName}${sheet.account === target.profileId ? '' : ` (written for ${sheet.accountName || sheet.account})`}`);
      sheet.cues.forEach((cue, i) => {
        io.out(cueLine(cue, i + 1, (id) => names.get(id) ?? null));
        for (const p of problems[i]!) io.out(`   ⚠ ${p}`);
      });
      if (!apps.ok) io.out(`note: applications not checked (${apps.error.message})`);
      io.out(flagged === 0 ? 'every cue is fine' : `${flagged} ${flagged === 1 ? 'cue needs' : 'cues need'} attention`);
      return flagged === 0 ? 0 : 2;
    } finally {
      client.close();
    }
  } catch (err) {
    return report(io, 'sheet', err, secrets);
  }
}
