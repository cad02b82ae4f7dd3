/**
 * The Database tab's users seen on this account (asked, or named in an answer): one press
 * to add each, and the same offered by the field itself as a list (typing stays free).
 */
import { recentNames } from '../../stores/recent-names';
import { useMc } from '../../stores/store';
import { usersToOffer, withUser } from './db-users';

/** The id of the field's list of users (the input's `list`). */
export const DB_USERS_LIST = 'rp-db-users';

/** Choices for the field: each picks the typed list with one more user at its end. */
export function DbUserOptions({ typed }: { typed: string }) {
  const account = useMc((s) => s.accountScope.profileId);
  const offer = usersToOffer(recentNames(account, 'sqlUser'), typed);
  return (
    <datalist id={DB_USERS_LIST}>
      {offer.map((u) => (
        <option key={u} value={withUser(typed, u)} label={u} />
      ))}
    </datalist>
  );
}

export function RecentUsers({ typed, onPick }: { typed: string; onPick(user: string): void }) {
  const account = useMc((s) => s.accountScope.profileId);
  const offer = usersToOffer(recentNames(account, 'sqlUser'), typed);
  if (offer.length === 0) return null;
  return (
    <div className="rp-recent" role="group" aria-label="Recent database users">
      <span className="mc-field__label">Recent</span>
      {offer.map((u) => (
        <button key={u} type="button" className="mc-btn mc-btn--small" aria-label={`Add ${u}`} onClick={() => onPick(u)}>
          + {u}
        </button>
      ))}
    </div>
  );
}
