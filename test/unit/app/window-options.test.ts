import { describe, expect, it } from 'vitest';
import { windowOptions } from '../../../electron/app/window-options';
import { contentSecurityPolicy } from '../../../electron/web/csp';

describe('windowOptions (checklist #2–#4, #6, #8–#11)', () => {
  const prefs = windowOptions('/app/preload.cjs', { development: false }).webPreferences!;

  it('isolates and sandboxes the renderer with no Node', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.preload).toBe('/app/preload.cjs');
  });

  it('keeps web security on and risky features off', () => {
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
  });

  it('turns DevTools off in a shipped build and on only in development', () => {
    expect(prefs.devTools).toBe(false);
    expect(windowOptions('/app/preload.cjs', { development: true }).webPreferences!.devTools).toBe(true);
  });
});

describe('contentSecurityPolicy (checklist #7)', () => {
  const directives = new Map(contentSecurityPolicy().split('; ').map((d) => [d.split(' ')[0], d]));

  it('allows scripts only from our own origin, never eval or inline', () => {
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|\*/);
  });

  it('has exactly one documented exception: inline styles (AG Grid, React style props)', () => {
    expect(contentSecurityPolicy().match(/'unsafe-inline'/g)).toHaveLength(1);
    expect(directives.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });
});
