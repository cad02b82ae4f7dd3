/** The Database tab's remembered users, one press to add each (typing stays free). */
import { recentNames } from '../../stores/recent-names';
import { useMc } from '../../stores/store';
import { usersToOffer } from './db-users';

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
