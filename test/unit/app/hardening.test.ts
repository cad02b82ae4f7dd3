import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { denyPermissions, hardenContents, type NavigableContents, type PermissionSession } from '../../../electron/app/hardening';

type Listener = (event: { preventDefault(): void; url?: string }, url: string) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
  const contents = {
    on: (name: string, l: Listener) => listeners.set(name, l),
    setWindowOpenHandler: (h: typeof openHandler) => (openHandler = h),
  } as unknown as NavigableContents;
  const fire = (name: string, url: string) => {
    const event = { preventDefault: vi.fn(), url };
    listeners.get(name)!(event, url);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler!({ url }) };
}

const hostile = fc.oneof(
  fc.webUrl(),
  fc.constantFrom('https://console.attacker.com', 'app://console.evil/', 'app://other/index.html', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', 'http://127.0.0.1:5173/'),
);

describe('navigation (checklist #13)', () => {
  test.prop([hostile])('stops every navigation or redirect away from app://console', (url) => {
    const { contents, fire } = fakeContents();
    hardenContents(contents, vi.fn());
    expect(fire('will-navigate', url)).toBe(true);
    expect(fire('will-redirect', url)).toBe(true);
  });

  it('lets our own pages through', () => {
    const { contents, fire } = fakeContents();
    hardenContents(contents, vi.fn());
    expect(fire('will-navigate', 'app://console/index.html')).toBe(false);
  });
});

describe('new windows (checklist #14, #15)', () => {
  test.prop([hostile])('denies every window.open and never opens a non-allow-listed URL', (url) => {
    const { contents, open } = fakeContents();
    const openExternal = vi.fn();
    hardenContents(contents, openExternal);
    expect(open(url)).toEqual({ action: 'deny' });
    for (const [opened] of openExternal.mock.calls) expect(new URL(opened as string).protocol).toBe('https:');
  });

  it('sends an allow-listed https link to the system browser, still denying the window', () => {
    const { contents, open } = fakeContents();
    const openExternal = vi.fn();
    hardenContents(contents, openExternal);
    expect(open('https://github.com/some/page')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://github.com/some/page');
  });
});

describe('webviews (checklist #11, #12)', () => {
  it('prevents every webview from attaching', () => {
    const { contents, fire } = fakeContents();
    hardenContents(contents, vi.fn());
    expect(fire('will-attach-webview', '')).toBe(true);
  });
});

describe('permissions (checklist #5)', () => {
  function session() {
    const s = { request: null as unknown as Parameters<PermissionSession['setPermissionRequestHandler']>[0], check: null as unknown as Parameters<PermissionSession['setPermissionCheckHandler']>[0] };
    denyPermissions({ setPermissionRequestHandler: (h) => (s.request = h), setPermissionCheckHandler: (h) => (s.check = h) });
    return s;
  }
  const names = ['media', 'geolocation', 'notifications', 'midi', 'pointerLock', 'fullscreen', 'openExternal', 'clipboard-read', 'hid', 'serial', 'usb', 'display-capture'];

  it('refuses every permission request and check, from any origin', () => {
    const s = session();
    for (const name of names) {
      const callback = vi.fn();
      s.request(null, name, callback, { requestingUrl: 'app://console/index.html' });
      expect(callback).toHaveBeenCalledWith(false);
      expect(s.check(null, name, 'app://console')).toBe(false);
    }
  });

  it('grants only clipboard writes, and only to our own page', () => {
    const s = session();
    expect(s.check(null, 'clipboard-sanitized-write', 'app://console')).toBe(true);
    expect(s.check(null, 'clipboard-sanitized-write', 'https://evil.example')).toBe(false);
  });
});
