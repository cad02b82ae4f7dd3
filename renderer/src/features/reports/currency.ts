/**
 * The active account's currency (the API names none: the operator sets one per account,
 * kept with the profile), read from the accounts list, and setting it.
 */
import type { IpcResult } from '../../../../shared/ipc/define';
import type { ProfileView } from '../../../../shared/domain/profile';
import { mc } from '../../bridge/mc';
import { useMc } from '../../stores/store';

/** The currency of the account the reports are read for; null until one is set. */
export function useAccountCurrency(): string | null {
  return useMc((s) => s.accounts?.profiles.find((p) => p.id === s.accountScope.profileId)?.currency ?? null);
}

/**
 * Money is first shown with the question of its currency: asked while the account has none
 * and the operator has not skipped it this session; then the quiet field stays for a change.
 */
export function asksCurrency(currency: string | null, profileId: string | null, skipped: Record<string, true>): boolean {
  return currency === null && profileId !== null && skipped[profileId] !== true;
}

/** Whether Reports asks the active account's currency now, and skipping the question. */
export function useCurrencyQuestion(): { asking: boolean; skip(): void } {
  const currency = useAccountCurrency();
  const id = useMc((s) => s.accountScope.profileId);
  const asking = useMc((s) => asksCurrency(currency, id, s.reportsCurrencySkipped));
  return { asking, skip: () => id !== null && useMc.getState().skipCurrency(id) };
}

/** Sets (or clears, with an empty text) the active account's currency; the list is read again so every screen shows it. */
export async function setAccountCurrency(typed: string): Promise<IpcResult<ProfileView>> {
  const s = useMc.getState();
  const id = s.accountScope.profileId ?? s.accounts?.activeId ?? '';
  const text = typed.trim();
  const r = await mc().accounts.setCurrency({ id, currency: text === '' ? null : text });
  if (r.ok) await useMc.getState().loadAccounts();
  return r;
}
