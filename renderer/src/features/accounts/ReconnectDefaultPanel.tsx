/**
 * The account's Live default: whether a destination with no reconnect setting of its own
 * reconnects automatically when it drops. The box shows main's word (the profile as main
 * returned it), so it is ticked only once the setting is kept.
 */
import { useState } from 'react';
import type { ProfileView } from '../../../../shared/domain/profile';
import { useMc } from '../../stores/store';

export function ReconnectDefaultPanel({ profile }: { profile: ProfileView }) {
  const set = useMc((s) => s.setReconnectDefault);
  const [problem, setProblem] = useState<string | null>(null);
  const mirrored = profile.mirrorOf !== undefined;
  return (
    <section className="mc-panel" aria-label={`Live defaults of ${profile.name}`}>
      <h2>Live defaults</h2>
      <label className="mc-inline">
        <input
          type="checkbox"
          checked={profile.reconnectByDefault === true}
          disabled={mirrored}
          onChange={async (e) => {
            const r = await set(profile.id, e.currentTarget.checked);
            setProblem(r.ok ? null : `Not saved: ${r.error.message}`);
          }}
        />
        Reconnect new destinations automatically
      </label>
      <p className="mc-hint">
        {mirrored
          ? 'A rehearsal follows the default of the account it mirrors.'
          : `A destination's own setting in its row's details wins, on or off; this applies to every destination without one.${profile.builtIn ? ' The Sandbox keeps it until the console stops.' : ''}`}
      </p>
      {problem ? <p role="alert" className="mc-hint">{problem}</p> : null}
    </section>
  );
}
