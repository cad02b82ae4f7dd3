/**
 * How the console shows that the active account is a rehearsal mirror: one hazard word,
 * used by the account bar, the status bar and the run view alike, on every screen. Read
 * from the account list (Profile.mirrorOf), so it holds after a reload too.
 */
import type { ProfileView } from '../../../../shared/domain/profile';
import type { AccountsList } from '../../../../shared/ipc/accounts';
import { activeProfile } from '../accounts/accounts-state';
import { useMc } from '../../stores/store';
import './rehearsal.css';

export interface Rehearsing {
  mirror: ProfileView;
  /** The real account's name (the mirror's own name says "— rehearsal"). */
  realName: string;
}

export function rehearsingOn(list: AccountsList | null): Rehearsing | null {
  const mirror = activeProfile(list);
  if (mirror?.mirrorOf === undefined) return null;
  const real = list?.profiles.find((p) => p.id === mirror.mirrorOf);
  return { mirror, realName: real?.name ?? mirror.name.replace(/ — rehearsal$/, '') };
}

/** The account a sheet must name to run here: on a mirror, the account it mirrors. */
export const sheetAccountOf = (active: ProfileView | null): string | null => active?.mirrorOf ?? active?.id ?? null;

export const useRehearsing = (): Rehearsing | null => rehearsingOn(useMc((s) => s.accounts));

/** The hazard word itself (operator principles: a word and an icon, never colour alone). */
export function RehearsalTag() {
  return (
    <span className="mc-hazard">
      <span aria-hidden="true">⚠ </span>REHEARSAL
    </span>
  );
}
