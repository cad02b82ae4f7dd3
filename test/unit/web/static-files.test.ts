import { fc, test } from '@fast-check/vitest';
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentType, resolveStaticPath } from '../../../electron/web/static-files';

const root = resolve('/srv/renderer');

describe('resolveStaticPath', () => {
  it('maps paths inside the folder and gives index.html to extension-less paths', () => {
    expect(resolveStaticPath(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticPath(root, '/live/streams')).toBe(join(root, 'index.html'));
    expect(resolveStaticPath(root, '/assets/index-abc.js')).toBe(join(root, 'assets/index-abc.js'));
  });

  it('refuses traversal, encoded dots, backslashes and NUL', () => {
    for (const bad of ['/%2e%2e/secret.txt', '/..%2Fsecret.txt', '/a\\..\\..\\b.txt', '/x%00.js', '/%E0%A4%A']) {
      const got = resolveStaticPath(root, bad);
      expect(got === null || got.startsWith(root + sep)).toBe(true);
    }
    expect(resolveStaticPath(root, '/%00.js')).toBeNull();
  });

  test.prop([fc.array(fc.constantFrom('..', '.', '%2e%2e', '%2E.', 'a', 'b.js', '', '%2f', '//'), { maxLength: 8 })])(
    'never resolves outside the renderer folder',
    (parts) => {
      const got = resolveStaticPath(root, `/${parts.join('/')}`);
      expect(got === null || got.startsWith(root + sep)).toBe(true);
    },
  );
});

describe('contentType', () => {
  it('names the types the renderer build emits', () => {
    expect(contentType('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('x.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentType('x.css')).toBe('text/css; charset=utf-8');
    expect(contentType('x.unknown')).toBe('application/octet-stream');
  });
});
