/**
 * The one question a switch of account asks, whichever path it came by (the header's
 * select, Accounts → Use this account, the command palette): what an armed action and
 * the account left on air become, and every other account's show. Pure: the same state
 * gives the same words, tested without a DOM.
 */
import type { Destination } from '../../../shared/domain/live/board';
import type { AccountsList } from '../../../shared/ipc/accounts';
import type { AccountShow } from '../../../shared/ipc/shows';
import { activeProfile } from '../features/accounts/accounts-state';
import { onAirCount, stillOnAirWords } from '../features/live/on-air';
import { otherShows, showText } from '../features/live/show-words';
import { armedWarning } from './shell-state';

export interface SwitchQuestion {
  title: string;
  /** Each a whole sentence or line, in the order read: what is armed, what stays on air, the other shows. */
  lines: string[];
  confirm: string;
  cancel: string;
  /** Whether a switch waits for the answer (something armed, or on air here); otherwise it switches at once. */
  asks: boolean;
}

export interface SwitchFacts {
  accounts: AccountsList | null;
  armed: Record<string, string>;
  board: readonly Pick<Destination, 'state'>[] | null;
  shows: readonly AccountShow[];
}

/** The facts of the store a question reads (one reading for the ask and the dialog). */
export function switchFacts(s: Omit<SwitchFacts, 'board'> & { live: { snapshot: { board: Destination[] } | null } }): SwitchFacts {
  return { accounts: s.accounts, armed: s.armed, board: s.live.snapshot?.board ?? null, shows: s.shows };
}

/** The question a switch to `toId` asks (null for no other account), and whether it must be asked. */
export function switchQuestion(f: SwitchFacts, toId: string, now: number): SwitchQuestion | null {
  const active = activeProfile(f.accounts);
  const to = f.accounts?.profiles.find((p) => p.id === toId);
  if (to === undefined || to.id === active?.id) return null;
  const armed = armedWarning(f.armed);
  const onAir = active && f.board ? stillOnAirWords(active.name, f.board) : null;
  const others = otherShows(f.shows, f.accounts?.profiles ?? [], active?.id ?? null, now).map(showText);
  return {
    title: `Switch to ${to.name}?`,
    lines: [armed, onAir === null ? null : `${onAir}; ${onAirCount(f.board ?? []) === 1 ? 'it keeps' : 'they keep'} running after the switch.`, ...others].filter((l): l is string => l !== null),
    confirm: `Switch to ${to.name}`,
    cancel: `Stay on ${active?.name ?? 'this account'}`,
    asks: armed !== null || onAir !== null,
  };
}
