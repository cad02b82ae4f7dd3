/** The selected profile: its actions, credentials and connection test. */
import type { ProfileView } from '../../../../shared/domain/profile';
import type { BackendStatus } from '../../../../shared/ipc/accounts';
import { AlertTargetsPanel } from './AlertTargetsPanel';
import { ActionButton } from '../../components/ActionButton';
import { ArmButton } from '../../components/ArmButton';
import { useMc } from '../../stores/store';
import { ConnectionTestPanel } from './ConnectionTestPanel';
import { CredentialsPanel } from './CredentialsPanel';
import { ReconnectDefaultPanel } from './ReconnectDefaultPanel';

export interface ProfileDetailProps {
  profile: ProfileView;
  active: boolean;
  backend: BackendStatus | null;
  onEdit(): void;
  onDuplicated(view: ProfileView): void;
}

export function ProfileDetail({ profile, active, backend, onEdit, onDuplicated }: ProfileDetailProps) {
  const s = useMc.getState();
  return (
    <div className="mc-profile-detail">
      <section className="mc-panel" aria-label={`Account ${profile.name}`}>
        <h2>{profile.name}</h2>
        <div className="mc-form-actions">
          {/* The one switch question every path asks (stores/switch-slice.ts); a refusal is a notice. */}
          <button type="button" className="mc-btn mc-btn--primary" disabled={active} onClick={() => void s.askSwitch(profile.id)}>
            {active ? 'Active account' : 'Use this account'}
          </button>
          <button type="button" className="mc-btn" onClick={onEdit} disabled={profile.builtIn} title={profile.builtIn ? 'The Sandbox is built in and cannot be edited' : undefined}>
            Edit
          </button>
          <ActionButton
            label="Duplicate"
            run={async () => {
              const r = await s.duplicateProfile(profile.id);
              if (r.ok) onDuplicated(r.value);
              return r;
            }}
            doneText={(v) => `Created ${v.name} (credentials are not copied)`}
          />
          {profile.builtIn ? null : (
            <ArmButton label="Delete" consequence={`Press again to delete ${profile.name} and its stored credentials`} fire={() => s.removeProfile(profile.id)} />
          )}
        </div>
      </section>
      <CredentialsPanel profile={profile} backend={backend} />
      <ConnectionTestPanel profile={profile} />
      <ReconnectDefaultPanel profile={profile} />
      {profile.mirrorOf === undefined ? <AlertTargetsPanel profile={profile} /> : null}
    </div>
  );
}
