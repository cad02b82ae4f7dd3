/** Every profile, the Sandbox first: state (active, credentials) before actions. */
import type { ProfileView } from '../../../../shared/domain/profile';
import { credentialWords } from './accounts-state';

export interface ProfileListProps {
  profiles: ProfileView[];
  activeId: string;
  selectedId: string | null;
  onSelect(id: string): void;
}

export function ProfileList({ profiles, activeId, selectedId, onSelect }: ProfileListProps) {
  return (
    <ul className="mc-stack" aria-label="Accounts">
      {profiles.map((p) => {
        const words = credentialWords(p);
        return (
          <li key={p.id}>
            <button
              type="button"
              className="mc-profile-item"
              aria-current={p.id === selectedId ? 'true' : undefined}
              aria-label={`${p.name}${p.id === activeId ? ' (active)' : ''}`}
              onClick={() => onSelect(p.id)}
            >
              <span className={`mc-profile-item__swatch${p.builtIn ? ' mc-profile-item__swatch--sandbox' : ''}`} style={p.builtIn ? undefined : { background: p.colour }} aria-hidden="true" />
              <span className="mc-profile-item__main">
                <span className="mc-profile-item__name">
                  {p.name}
                  {p.builtIn ? <span className="mc-profile-item__badge">SANDBOX</span> : null}
                  {p.id === activeId ? <span className="mc-profile-item__active">ACTIVE</span> : null}
                </span>
                <span className="mc-profile-item__meta mono">{p.baseUrl} · cdn {p.cdn} · {p.serialization}</span>
                <span className="mc-profile-item__meta">
                  API key {words.apiKey} · secret {words.secret}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
