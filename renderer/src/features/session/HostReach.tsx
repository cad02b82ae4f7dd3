/**
 * While the show's host (the console service) cannot be reached, every screen says so above
 * itself: what it shows is the last it read, STALE, and nothing acts until it is back.
 */
import { StateTag } from '../../components/StateTag';
import { useMc } from '../../stores/store';

const clock = (iso: string): string => new Date(iso).toTimeString().slice(0, 8);

export function HostReach() {
  const reach = useMc((s) => s.session.reach);
  if (reach.reachable) return null;
  const since = reach.since ? clock(reach.since) : 'a moment ago';
  return (
    <div className="mc-host-reach" role="status" data-testid="host-unreachable">
      <StateTag state="stale" word="STALE" /> <strong>Host unreachable since {since}</strong>
      <span> — what you see is the last board read; nothing you press acts until it is back. Retrying…</span>
    </div>
  );
}
