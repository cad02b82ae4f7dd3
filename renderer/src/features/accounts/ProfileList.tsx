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
          // The card is the list item; its button is the name (the words a voice or screen reader uses), stretched over the card.
          <li key={p.id} className={`mc-profile-card${p.id === selectedId ? ' mc-profile-card--current' : ''}`}>
            <span className={`mc-profile-item__swatch${p.builtIn ? ' mc-profile-item__swatch--sandbox' : ''}`} style={p.builtIn ? undefined : { background: p.colour }} aria-hidden="true" />
            <span className="mc-profile-item__main">
              <button type="button" className="mc-profile-item mc-profile-item__name" aria-current={p.id === selectedId ? 'true' : undefined} onClick={() => onSelect(p.id)}>
                {p.name}
                {p.builtIn ? <span className="mc-profile-item__badge">SANDBOX</span> : null}
                {p.id === activeId ? <span className="mc-profile-item__active">ACTIVE</span> : null}
              </button>
              <span className="mc-profile-item__meta mono">{p.baseUrl} · cdn {p.cdn} · {p.serialization}</span>
              <span className="mc-profile-item__meta">
                API key {words.apiKey} · secret {words.secret}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
