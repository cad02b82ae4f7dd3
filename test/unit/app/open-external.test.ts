import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { isAllowedExternal, openExternalAllowListed } from '../../../electron/app/open-external';

describe('openExternalAllowListed (checklist #15)', () => {
  it('opens an https link to an allow-listed host', async () => {
    const shell = { openExternal: vi.fn(async () => {}) };
    expect(await openExternalAllowListed('https://github.com/x', shell)).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://github.com/x');
  });

  it('refuses other schemes, hosts, ports and credentials', async () => {
    const shell = { openExternal: vi.fn(async () => {}) };
    for (const url of ['http://github.com/', 'file:///etc/passwd', 'smb://host/share', 'javascript:alert(1)', 'https://github.com.evil.example/', 'https://user:pw@github.com/', 'https://github.com:8443/', 'not a url']) {
      expect(await openExternalAllowListed(url, shell)).toBe(false);
    }
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  test.prop([fc.oneof(fc.webUrl(), fc.string())])('only allow-listed https hosts pass', (url) => {
    if (isAllowedExternal(url)) {
      const parsed = new URL(url);
      expect(parsed.protocol).toBe('https:');
      expect(['github.com', 'www.electronjs.org', 'developer.mozilla.org']).toContain(parsed.hostname);
    }
  });
});
