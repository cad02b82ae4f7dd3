/**
 * Switching the active account, shared by the account bar and the command palette: while
 * a live action is armed, or destinations of this account are on air, it asks first
 * (switching disarms; what is on air keeps running, and the status bar keeps saying so),
 * otherwise it switches at once. `report` hears the failure in words (null after a success).
 */
import { type ReactNode, useState } from 'react';
import type { ProfileView } from '../../../shared/domain/profile';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { describeError } from '../components/error-words';
import { activeProfile } from '../features/accounts/accounts-state';
import { stillOnAirWords } from '../features/live/on-air';
import { armedWarning } from '../stores/shell-state';
import { useMc } from '../stores/store';

export function useAccountSwitch(report: (words: string | null) => void): { choose(p: ProfileView): void; dialog: ReactNode } {
  const armed = useMc((s) => s.armed);
  const active = useMc((s) => activeProfile(s.accounts));
  const switchAccount = useMc((s) => s.switchAccount);
  const board = useMc((s) => s.live.snapshot?.board);
  const onAir = active && board ? stillOnAirWords(active.name, board) : null;
  const [pending, setPending] = useState<ProfileView | null>(null);
  const go = async (p: ProfileView): Promise<void> => {
    setPending(null);
    const r = await switchAccount(p.id);
    report(r.ok ? null : describeError(r.error));
  };
  const choose = (p: ProfileView): void => {
    if (p.id === active?.id) return;
    if (armedWarning(armed) !== null || onAir !== null) setPending(p);
    else void go(p);
  };
  const dialog = pending ? (
    <ConfirmDialog
      title={`Switch to ${pending.name}?`}
      confirmLabel={`Switch to ${pending.name}`}
      cancelLabel={`Stay on ${active?.name ?? 'this account'}`}
      onConfirm={() => void go(pending)}
      onCancel={() => setPending(null)}
    >
      {armedWarning(armed) ? <p>{armedWarning(armed)}</p> : null}
      {onAir ? <p>{onAir}; they keep running after the switch.</p> : null}
    </ConfirmDialog>
  ) : null;
  return { choose, dialog };
}
