/**
 * Accounts: profiles, where credentials are stored, and connection tests. Everything
 * here works with no network; only "Test connection" talks to a server.
 */
import { useEffect, useState } from 'react';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { activeProfile } from './accounts-state';
import { BackendPanel } from './BackendPanel';
import { ControlPanel } from '../control/ControlPanel';
import { SharePanel } from '../share/SharePanel';
import { ProfileDetail } from './ProfileDetail';
import { ProfileForm } from './ProfileForm';
import { ProfileList } from './ProfileList';
import { EMPTY_DRAFT, draftOf } from './profile-form';
import './accounts.css';

type Mode = { kind: 'view' } | { kind: 'create' } | { kind: 'edit'; id: string };

export default function AccountsScreen() {
  const list = useMc((s) => s.accounts);
  const error = useMc((s) => s.accountsError);
  const backend = useMc((s) => s.backend);
  const saveProfile = useMc((s) => s.saveProfile);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  // Said beside the copy: Duplicate's own result line goes away with the source's detail.
  const [copyNote, setCopyNote] = useState<{ id: string; text: string } | null>(null);
  useEffect(() => {
    void useMc.getState().loadAccounts();
    void useMc.getState().loadBackend();
  }, []);

  const profiles = list?.profiles ?? [];
  const selected = profiles.find((p) => p.id === selectedId) ?? activeProfile(list);
  const names = (exceptId?: string): string[] => profiles.filter((p) => p.id !== exceptId).map((p) => p.name);
  const editing = mode.kind === 'edit' ? profiles.find((p) => p.id === mode.id) : undefined;

  return (
    <div className="mc-screen">
      <div className="mc-screen__head">
        <h1>Accounts</h1>
        <button type="button" className="mc-btn mc-btn--primary" onClick={() => setMode({ kind: 'create' })}>
          New account
        </button>
      </div>
      {error ? <ErrorLine error={error} /> : null}
      <BackendPanel backend={backend} />
      <div className="mc-accounts">
        <ProfileList profiles={profiles} activeId={list?.activeId ?? ''} selectedId={selected?.id ?? null} onSelect={(id) => { setSelectedId(id); setCopyNote(null); setMode({ kind: 'view' }); }} />
        {mode.kind === 'create' ? (
          <ProfileForm key="create" title="New account" submitLabel="Create account" initial={EMPTY_DRAFT} takenNames={names()} onSave={(f) => saveProfile(null, f)} onDone={(v) => { setSelectedId(v.id); setMode({ kind: 'view' }); }} onCancel={() => setMode({ kind: 'view' })} />
        ) : editing ? (
          <ProfileForm key={editing.id} title={`Edit ${editing.name}`} submitLabel="Save changes" initial={draftOf(editing)} takenNames={names(editing.id)} onSave={(f) => saveProfile(editing.id, f)} onDone={() => setMode({ kind: 'view' })} onCancel={() => setMode({ kind: 'view' })} />
        ) : selected ? (
          <div>
            {copyNote?.id === selected.id ? <p className="mc-hint" role="status">{copyNote.text}</p> : null}
            <ProfileDetail key={selected.id} profile={selected} active={selected.id === list?.activeId} backend={backend} onEdit={() => setMode({ kind: 'edit', id: selected.id })} onDuplicated={(v) => { setCopyNote({ id: v.id, text: `Created ${v.name} from ${selected.name} (credentials are not copied)` }); setSelectedId(v.id); }} />
          </div>
        ) : (
          <p className="mc-hint">Loading accounts…</p>
        )}
      </div>
      <ControlPanel />
      <SharePanel />
    </div>
  );
}
