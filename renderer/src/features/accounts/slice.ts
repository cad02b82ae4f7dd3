/** The Accounts area's slice of the store. */
import type { SliceCreator } from '../../stores/slice';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountsSlice {}

export const createAccountsSlice: SliceCreator<AccountsSlice> = () => ({});
