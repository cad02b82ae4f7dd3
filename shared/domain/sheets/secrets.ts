/**
 * A sheet never holds a secret. Every member the catalog marks secret
 * (shared/api/secret-members.ts) is kept in a sheet only as a mask ("••••77de" for a
 * stream key, "••••" for a password); the value itself is entered on this machine and
 * kept with the account in the keychain or vault. A mask in the file keeps the cue
 * valid against the catalog's schema and says which secret the cue asks for.
 */
import { SECRET_MEMBERS, maskTail, secretMemberOf } from '../../api/secret-members';
import type { Cue, CueAction, Sheet } from './schema';
import { cueSends, directWords } from './sends';

const BULLETS = '••••';

/** A mask as written by withoutSecrets: four bullets and at most four characters of the key. */
export const isMask = (v: unknown): boolean => typeof v === 'string' && v.startsWith(BULLETS) && v.length <= BULLETS.length + 4;

type Part = Record<string, unknown>;

/** The objects of an action that carry a command's members: one per call it makes. */
function partsOf(action: CueAction): Part[] {
  switch (action.kind) {
    case 'goLive':
      return action.connects;
    case 'disconnect':
      return action.sessions;
    default:
      return [action.params];
  }
}

function withParts(action: CueAction, parts: Part[]): CueAction {
  switch (action.kind) {
    case 'goLive':
      return { ...action, connects: parts as typeof action.connects };
    case 'disconnect':
      return { ...action, sessions: parts as typeof action.sessions };
    default:
      return { ...action, params: parts[0] } as CueAction;
  }
}

function masked(part: Part): Part {
  const out: Part = {};
  for (const [k, v] of Object.entries(part)) {
    const member = secretMemberOf(k);
    out[k] = member === null || isMask(v) ? v : SECRET_MEMBERS[member] === 'tail' && typeof v === 'string' ? maskTail(v) : BULLETS;
  }
  return out;
}

/** The action with every secret value replaced by its mask (masks stay as they are). */
export function maskAction(action: CueAction | null): CueAction | null {
  return action === null ? null : withParts(action, partsOf(action).map(masked));
}

/** The sheet with no secret value left in any cue, and how many values were removed. */
export function withoutSecrets(sheet: Sheet): { sheet: Sheet; removed: number } {
  let removed = 0;
  const cues = sheet.cues.map((cue) => {
    if (cue.action === null) return cue;
    for (const part of partsOf(cue.action)) {
      for (const [k, v] of Object.entries(part)) if (secretMemberOf(k) !== null && !isMask(v)) removed += 1;
    }
    return { ...cue, action: maskAction(cue.action) };
  });
  return { sheet: removed === 0 ? sheet : { ...sheet, cues }, removed };
}

const MEMBER_WORDS: Record<string, string> = { dst_stream: 'stream key', dst_pass: 'password', password: 'password', pass: 'ticket pass' };

export interface HeldSecret {
  /** Which call of the cue (a go-live cue's connect) the secret belongs to. */
  part: number;
  member: string;
  /** "stream key of direct push to rtmp://host/app". */
  words: string;
}

/** The secrets a cue asks for: every secret member it carries, as a mask, to be entered on this machine. */
export function heldSecrets(cue: Cue): HeldSecret[] {
  if (cue.action === null) return [];
  const sends = cueSends(cue.action);
  return partsOf(cue.action).flatMap((part, i) => {
    const send = sends[i];
    const of = send?.kind === 'direct' ? ` of ${directWords({ ...send, key: null, password: false })}` : '';
    return Object.keys(part).flatMap((k) => (secretMemberOf(k) === null ? [] : [{ part: i, member: k, words: `${MEMBER_WORDS[k] ?? k}${of}` }]));
  });
}

/** The name a cue's secret is kept under with its account. */
export const secretName = (sheetId: string, cueId: string, part: number, member: string): string => `sheet/${sheetId}/${cueId}/${part}/${member}`;

/** The action as it is sent: each held secret filled in from what was entered (`value(part, member)`). */
export function fillSecrets(action: CueAction, value: (part: number, member: string) => string): CueAction {
  return withParts(action, partsOf(action).map((part, i) => Object.fromEntries(Object.entries(part).map(([k, v]) => [k, secretMemberOf(k) === null ? v : value(i, k)]))));
}

/** The mask a newly entered value leaves in the sheet. */
export const maskOf = (member: string, value: string): string => {
  const m = secretMemberOf(member);
  return m !== null && SECRET_MEMBERS[m] === 'tail' ? maskTail(value) : BULLETS;
};
