// The page `npm start` opens instead of an address: a file only this user can read, in the
// user's runtime folder, that sends the browser on to the one-time launch address (the
// page there trades it for the session token). So no nonce and no token is ever on a
// command line, where every local process can read it (/proc/<pid>/cmdline, `ps`): the
// opener and the browser get only the file's path. Jupyter's server does the same with its
// jpserver-<pid>-open.html. The file is removed once the launch was used, or at exit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's text: an immediate refresh to `launchUrl`, and a link for a browser that refreshes nothing. */
export function launchPageHtml(launchUrl) {
  const href = escapeHtml(launchUrl);
  return `<!doctype html>\n<html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${href}"><title>Master Control</title></head>\n<body><p><a href="${href}">Open Master Control</a></p></body></html>\n`;
}

/**
 * Writes the page (0600) into $XDG_RUNTIME_DIR (the user's own, 0700 by the spec), or into
 * a fresh 0700 folder in the temp folder where there is none. Gives its file URL and a
 * remove() that is safe to call more than once.
 */
export function writeLaunchPage(launchUrl, env = process.env, pid = process.pid) {
  const runtime = env.XDG_RUNTIME_DIR;
  const own = runtime ? null : mkdtempSync(join(tmpdir(), 'master-control-'));
  const path = join(runtime ?? own, `master-control-${pid}-open.html`);
  writeFileSync(path, launchPageHtml(launchUrl), { mode: 0o600, flag: 'w' });
  let removed = false;
  return {
    path,
    fileUrl: pathToFileURL(path).href,
    remove() {
      if (removed) return;
      removed = true;
      rmSync(own ?? path, { recursive: true, force: true });
    },
  };
}
