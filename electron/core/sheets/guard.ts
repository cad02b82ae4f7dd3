/**
 * What stands between a sheet and GO: a cue that sends somewhere its account
 * does not store runs only once accepted on this machine, and a cue's secrets (never in
 * the sheet) must have been entered here, where they are kept with the account in the
 * keychain or vault. Both are read fresh at every check and every fire; a store that
 * cannot be read counts as "not entered" for the check and refuses the fire (fail closed).
 */
import type { CueAction, Sheet } from '../../../shared/domain/sheets/schema';
import { fillSecrets, heldSecrets, maskOf, secretName } from '../../../shared/domain/sheets/secrets';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { CueFlag, CueSecretAsk } from '../../../shared/ipc/sheets';
import type { AuditLog } from '../audit/log';
import { runInCue } from '../audit/cue-scope';
import type { CredentialService } from '../credentials/service';
import { type AcceptanceStore, cueRef, isAccepted } from './acceptances';

export interface GuardDeps {
  credentials: Pick<CredentialService, 'getExtra' | 'setExtra'>;
  acceptances: AcceptanceStore;
  audit: Pick<AuditLog, 'intent' | 'outcome'>;
  clock: { now(): number };
}

/** Flags and secret asks of every cue, by cue id (cues with none are left out). */
export async function guardCheck(deps: GuardDeps, sheet: Sheet): Promise<{ flags: Record<string, CueFlag>; secrets: Record<string, CueSecretAsk[]> }> {
  const accepted = await deps.acceptances.list();
  const flags: Record<string, CueFlag> = {};
  const secrets: Record<string, CueSecretAsk[]> = {};
  for (const cue of sheet.cues) {
    const ref = cueRef(sheet, cue);
    if (ref.sends.length > 0) flags[cue.id] = { sends: ref.sends, accepted: isAccepted(accepted, ref) };
    const held = heldSecrets(cue);
    if (held.length === 0) continue;
    secrets[cue.id] = await Promise.all(held.map(async (h) => {
      const r = await deps.credentials.getExtra(sheet.account, secretName(sheet.id, cue.id, h.part, h.member));
      return { ...h, set: r.ok && r.value !== null };
    }));
  }
  return { flags, secrets };
}

/**
 * The cue's action as it is sent (its secrets filled in), or why it is not sent. On a
 * rehearsal mirror (`secretsFromStore` false) the masks are sent as they are: the real
 * account's keys never reach the mirror's state.
 */
export async function readyToFire(deps: GuardDeps, sheet: Sheet, index: number, secretsFromStore = true): Promise<IpcResult<CueAction | null>> {
  const cue = sheet.cues[index]!;
  const n = index + 1;
  const ref = cueRef(sheet, cue);
  const sends = ref.sends;
  if (sends.length > 0 && !isAccepted(await deps.acceptances.list(), ref)) {
    return fail({ kind: 'conflict', message: `Not sent: cue ${n} sends somewhere ${sheet.accountName} does not store (${sends.join('; ')}). Accept it in the sheet editor on this machine first.` });
  }
  if (cue.action === null || !secretsFromStore) return ok(cue.action);
  const values = new Map<string, string>();
  for (const h of heldSecrets(cue)) {
    const r = await deps.credentials.getExtra(sheet.account, secretName(sheet.id, cue.id, h.part, h.member));
    if (!r.ok) return fail(r.error);
    if (r.value === null) return fail({ kind: 'conflict', message: `Not sent: cue ${n} asks for the ${h.words}, which was not entered on this machine. Enter it in the sheet editor first.` });
    values.set(`${h.part}/${h.member}`, r.value);
  }
  return ok(values.size === 0 ? cue.action : fillSecrets(cue.action, (part, member) => values.get(`${part}/${member}`)!));
}

/** Records the operator's acceptance of where the cue sends: in Activity first, then on this machine. */
export async function acceptCue(deps: GuardDeps, sheet: Sheet, index: number): Promise<IpcResult<null>> {
  const cue = sheet.cues[index]!;
  const ref = cueRef(sheet, cue);
  const sends = ref.sends;
  if (sends.length === 0) return fail({ kind: 'conflict', message: `Cue ${index + 1} sends only to destinations ${sheet.accountName} stores: there is nothing to accept.` });
  const audit = { sheetId: sheet.id, sheet: sheet.name, cueId: cue.id, n: index + 1, cue: cue.label };
  try {
    await runInCue(audit, async () => {
      const entry = deps.audit.intent({ profileId: sheet.account, profileName: sheet.accountName, command: 'sheet.accept', params: { sends } });
      deps.audit.outcome(entry.id, { outcome: 'ok', resultKind: 'ok', message: `Accepted on this machine: ${sends.join('; ')}`, latencyMs: null });
    });
  } catch (err) {
    return fail({ kind: 'io_error', message: `Not accepted: the audit log could not be written (${(err as NodeJS.ErrnoException).code ?? 'write failed'}).` });
  }
  await deps.acceptances.accept({ ...ref, at: new Date(deps.clock.now()).toISOString() });
  return ok(null);
}

/** Keeps a secret the cue asks for with the account; the sheet keeps only its new mask. */
export async function enterSecret(deps: GuardDeps, sheet: Sheet, index: number, part: number, member: string, value: string): Promise<IpcResult<Sheet>> {
  const cue = sheet.cues[index]!;
  if (cue.action === null || !heldSecrets(cue).some((h) => h.part === part && h.member === member)) {
    return fail({ kind: 'not_found', message: `Cue ${index + 1} does not ask for that secret.` });
  }
  const r = await deps.credentials.setExtra(sheet.account, secretName(sheet.id, cue.id, part, member), value);
  if (!r.ok) return fail(r.error);
  const action = fillSecrets(cue.action, (p, m) => (p === part && m === member ? maskOf(member, value) : currentMask(cue.action!, p, m)));
  return ok({ ...sheet, cues: sheet.cues.map((c, i) => (i === index ? { ...c, action } : c)) });
}

function currentMask(action: CueAction, part: number, member: string): string {
  const parts: Array<Record<string, unknown>> = action.kind === 'goLive' ? action.connects : action.kind === 'disconnect' ? action.sessions : [action.params];
  return String(parts[part]?.[member] ?? '');
}

/** A deleted sheet's secrets and acceptances go with it. */
export async function forgetSheet(deps: GuardDeps, sheet: Sheet): Promise<void> {
  for (const cue of sheet.cues) {
    for (const h of heldSecrets(cue)) await deps.credentials.setExtra(sheet.account, secretName(sheet.id, cue.id, h.part, h.member), null);
  }
  await deps.acceptances.forgetSheet(sheet.id);
}
