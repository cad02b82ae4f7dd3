/**
 * Why GO will not send a cue yet, from main's check (main refuses it too): where it sends
 * was not accepted on this machine, or a secret it asks for was not entered here.
 */
import type { SheetCheck } from '../../../../shared/ipc/sheets';

export function cueBlock(check: SheetCheck | null, cueId: string): string | null {
  if (check === null) return null;
  const flag = check.flags[cueId];
  if (flag && !flag.accepted) return `Not accepted on this machine: ${flag.sends.join('; ')}. End the run and accept it in the editor first.`;
  const missing = (check.secrets[cueId] ?? []).filter((s) => !s.set);
  if (missing.length > 0) return `Asks for the ${missing.map((s) => s.words).join(' and the ')}: end the run and enter it in the editor first.`;
  return null;
}

