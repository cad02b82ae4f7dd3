import { describe, expect, it } from 'vitest';
import { activeProfile, connectionFromTest, credentialWords, orderProfiles, withProfile, withoutProfile } from '../../../renderer/src/features/accounts/accounts-state';
import { backendSummary, canStoreSecrets } from '../../../renderer/src/features/accounts/backend-words';
import { EMPTY_DRAFT, checkDraft, draftIssues } from '../../../renderer/src/features/accounts/profile-form';
import { accountsList, keychainBackend, profile, sandbox } from '../fixtures';

const prod = profile({ id: 'p1', name: 'Production' });
const alpha = profile({ id: 'p2', name: 'Alpha' });

describe('accounts state', () => {
  it('keeps the Sandbox first and the rest by name', () => {
    expect(orderProfiles([prod, alpha, sandbox]).map((p) => p.id)).toEqual(['sandbox', 'p2', 'p1']);
  });

  it('finds the active profile, falling back to the Sandbox', () => {
    expect(activeProfile(accountsList([sandbox, prod], 'p1'))?.id).toBe('p1');
    expect(activeProfile(accountsList([sandbox, prod], 'gone'))?.id).toBe('sandbox');
    expect(activeProfile(null)).toBeNull();
  });

  it('replaces an edited profile and adds a new one in order', () => {
    const list = accountsList([sandbox, prod]);
    const renamed = { ...prod, name: 'Prod EU' };
    expect(withProfile(list, renamed)?.profiles.map((p) => p.name)).toEqual(['Sandbox', 'Prod EU']);
    expect(withProfile(list, alpha)?.profiles.map((p) => p.id)).toEqual(['sandbox', 'p2', 'p1']);
  });

  it('makes the Sandbox active when the active profile is deleted', () => {
    expect(withoutProfile(accountsList([sandbox, prod], 'p1'), 'p1')).toEqual({ profiles: [sandbox], activeId: 'sandbox' });
    expect(withoutProfile(accountsList([sandbox, prod, alpha], 'p2'), 'p1')?.activeId).toBe('p2');
  });

  it('says only set / not set about secrets', () => {
    expect(credentialWords(profile({ id: 'x', name: 'x', credentials: { apiKey: 'set', secret: 'missing', backend: 'keychain' } }))).toEqual({ apiKey: 'set', secret: 'not set' });
  });

  it('turns a test of the active account into its connection state', () => {
    const test = { profileId: 'p1', ok: false, latencyMs: null, clockOffsetMs: null, serialization: { php: 'unknown' as const, standard: 'not_tried' as const }, message: 'connection refused', failureKind: 'network_not_sent' };
    expect(connectionFromTest(test, 'T')).toEqual({ profileId: 'p1', state: 'failing', clockOffsetMs: null, latencyMs: null, at: 'T', message: 'connection refused' });
    expect(connectionFromTest({ ...test, ok: true, latencyMs: 5, clockOffsetMs: 10 }, 'T').state).toBe('ok');
  });
});

describe('profile form', () => {
  const good = { name: 'Prod', baseUrl: 'https://api.example.com/stable/', cdn: '4711', serialization: 'php' as const, colour: '#123456' };

  it('passes a complete draft through the shared schema', () => {
    expect(checkDraft(good)).toEqual({ ok: true, fields: { ...good, cdn: 4711 } });
  });

  it('gives every field its own specific message at once', () => {
    const r = checkDraft({ ...EMPTY_DRAFT, colour: 'red' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        name: 'give the account a name',
        baseUrl: 'the base URL "https://" is not a full address; use https://, or http:// only to this machine (localhost, 127.x.x.x, ::1), e.g. https://api.example.com/stable/',
        cdn: 'give the account id (cdn), a whole number',
        colour: 'a colour like #2f80ed',
      });
  });

  it('names the marked fields by their labels in the summary, never by member names (baseUrl)', () => {
    const r = checkDraft({ ...EMPTY_DRAFT, name: 'Prod', cdn: '1', baseUrl: 'nope' });
    expect(!r.ok && draftIssues(r.errors)).toEqual([{ path: 'Base URL', message: 'the base URL "nope" is not a full address; use https://, or http:// only to this machine (localhost, 127.x.x.x, ::1), e.g. https://api.example.com/stable/' }]);
  });

  it('explains a cdn that is not a whole number', () => {
    const letters = checkDraft({ ...good, cdn: '12x' });
    const fraction = checkDraft({ ...good, cdn: '12.5' });
    expect(!letters.ok && letters.errors.cdn).toBe('the account id (cdn) is a whole number, digits only (e.g. 4711)');
    expect(!fraction.ok && fraction.errors.cdn).toBe('the account id (cdn) is a whole number');
  });

  it('refuses a name another account has', () => {
    const r = checkDraft(good, ['prod']);
    expect(!r.ok && r.errors.name).toBe('another account already has this name');
  });
});

describe('backend words', () => {
  it('says which backend holds secrets and why', () => {
    expect(backendSummary(keychainBackend).word).toBe('KEYCHAIN');
    const none = {
      backend: 'none' as const, keychainAvailable: false, keychainProblem: 'No keychain is running', keychainFix: 'start a keyring (GNOME Keyring or KWallet) in this desktop session, then restart the console',
      keychainDetail: 'Cannot autolaunch D-Bus without X11 $DISPLAY', vault: { exists: false, unlocked: false },
    };
    expect(backendSummary(none)).toEqual({
      tag: 'failed',
      word: 'NOT STORED',
      text: 'No keychain is running; no credentials are stored, and none can be until you create a passphrase vault (never plain text). To use the keychain, start a keyring (GNOME Keyring or KWallet) in this desktop session, then restart the console.',
    });
    // What it means and what to do, never the D-Bus words.
    expect(backendSummary({ ...none, backend: 'vault', vault: { exists: true, unlocked: true } }).text).toBe(
      'No keychain is running; credentials are kept in the encrypted vault. To use the keychain, start a keyring (GNOME Keyring or KWallet) in this desktop session, then restart the console.',
    );
    expect(canStoreSecrets(none)).toBe(false);
    const locked = { ...none, backend: 'vault' as const, vault: { exists: true, unlocked: false } };
    expect(backendSummary(locked).word).toBe('VAULT LOCKED');
    expect(canStoreSecrets(locked)).toBe(false);
    expect(canStoreSecrets({ ...locked, vault: { exists: true, unlocked: true } })).toBe(true);
  });
});
