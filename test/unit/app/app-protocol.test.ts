import { fc, test } from '@fast-check/vitest';
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSchemePrivileges, createAppProtocolHandler, isAppUrl } from '../../../electron/app/app-protocol';

const root = resolve('/srv/renderer');
const files: Record<string, string> = { [join(root, 'index.html')]: '<h1>x</h1>', [join(root, 'assets/a.js')]: 'x()' };
const reads: string[] = [];
const read = async (path: string) => {
  reads.push(path);
  if (!(path in files)) throw new Error('ENOENT');
  return new TextEncoder().encode(files[path]);
};
const handler = createAppProtocolHandler(root, read);

describe('app:// protocol (checklist #18)', () => {
  it('is registered standard and secure', () => {
    expect(appSchemePrivileges()).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
  });

  it('serves the renderer with its content type and the CSP header', async () => {
    const res = await handler(new Request('app://console/index.html'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await res.text()).toBe('<h1>x</h1>');
    expect((await handler(new Request('app://console/assets/a.js'))).headers.get('content-type')).toContain('javascript');
  });

  it('answers 404 for missing files and other hosts', async () => {
    expect((await handler(new Request('app://console/assets/missing.js'))).status).toBe(404);
    expect((await handler(new Request('app://other/index.html'))).status).toBe(404);
  });

  test.prop([fc.array(fc.constantFrom('..', '%2e%2e', '.', 'a', '%2f..', 'b.js'), { maxLength: 6 })])('never reads outside the renderer folder', async (parts) => {
    reads.length = 0;
    await handler(new Request(`app://console/${parts.join('/')}`));
    for (const path of reads) expect(path.startsWith(root + sep)).toBe(true);
  });

  it('recognises only top-level app://console URLs as ours', () => {
    expect(isAppUrl('app://console/index.html')).toBe(true);
    for (const url of ['app://consolex/', 'https://console/', 'app://user@console/', 'file:///index.html', '']) expect(isAppUrl(url)).toBe(false);
  });
});
