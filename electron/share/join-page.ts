/**
 * The page an invitation opens (`GET /join`): it shows the certificate's fingerprint to
 * compare with the one the host reads out, and only when the guest says it matches, redeems
 * the code, keeps the token where the console page looks for it (session storage, never a
 * cookie) and opens the console. Its script is a file of its own: the CSP allows no inline script.
 */
export const JOIN_SCRIPT_PATH = '/share/join.js';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function joinPage(fingerprint: string): string {
  const grouped = fingerprint.match(/.{1,4}/g)!.join(' ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Join a shared show — Master Control</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1f24;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e6e8eb;background:#15181c}}code{font-size:1.05rem;word-spacing:.3rem;display:block;margin:.5rem 0 1rem}
button{font:inherit;padding:.5rem 1rem}#problem{color:#c0392b}</style></head>
<body><h1>Join a shared show</h1>
<p>Compare this certificate fingerprint with the one the host's console shows under Share this show. Join only if every group matches.</p>
<code id="fp">${escapeHtml(grouped)}</code>
<button id="join" type="button">It matches — join</button>
<p id="problem" role="alert"></p>
<script src="${JOIN_SCRIPT_PATH}"></script></body></html>
`;
}

/** Redeems the code in the address once, keeps the token for the console page, opens it. */
export const JOIN_SCRIPT = `'use strict';
(function () {
  var code = new URLSearchParams(location.search).get('code') || '';
  history.replaceState(null, '', '/join');
  var problem = document.getElementById('problem');
  document.getElementById('join').addEventListener('click', function () {
    fetch('/share/redeem', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: code }) })
      .then(function (r) {
        if (r.status === 200) return r.json().then(function (a) { sessionStorage.setItem('mc.token', a.token); location.replace('/'); });
        problem.textContent = r.status === 410 ? 'This invitation was already used or has expired: ask the host for a new one.' : 'This invitation is not known to the host: ask for a new one.';
      })
      .catch(function () { problem.textContent = 'The host did not answer.'; });
  });
})();
`;
