/**
 * Attempts → Archive shows a sync's progress only for the account it shows: a sync of
 * another account (left running on a switch) neither writes its words here nor marks this
 * archive as syncing; one of this account's, started elsewhere (Sync by itself), does.
 */
import { describe, expect, it } from 'vitest';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import type { SyncProgress } from '../../../shared/domain/archive/types';

const running: SyncProgress = { state: 'running', read: 5000, added: 0, since: null, message: 'Reading 5,000 attempts…' };

describe('archive progress events', () => {
  it('show only for the account the view shows', () => {
    installFake();
    useMc.setState((s) => ({ accountScope: { ...s.accountScope, profileId: 'studio-b' } }));
    useMc.getState().archiveEvent({ type: 'viewers.archive', profileId: 'sandbox', progress: running });
    expect(useMc.getState().viewersArchive).toMatchObject({ syncing: false, progress: null });
    useMc.getState().archiveEvent({ type: 'viewers.archive', profileId: 'studio-b', progress: running });
    expect(useMc.getState().viewersArchive).toMatchObject({ syncing: true, progress: running });
  });
});
