/**
 * When Test connection meets a redirect (3xx), one bare POST to the base URL, not
 * followed, reads where the service says it lives, so the words can name the address to
 * put in the profile. Nothing signed is sent: the body is empty.
 */
import http from 'node:http';
import https from 'node:https';

/** The Location the base URL redirects to (absolute), or null when none could be read. */
export function redirectTarget(baseUrl: string, timeoutMs = 5000): Promise<string | null> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      resolve(null);
      return;
    }
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, { method: 'POST', headers: { 'Content-Length': '0' }, timeout: timeoutMs }, (res) => {
      res.resume();
      const location = res.headers.location;
      resolve(res.statusCode !== undefined && res.statusCode >= 300 && res.statusCode < 400 && location ? new URL(location, url).toString() : null);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

/** The words for a base URL that redirects. */
export function redirectWords(target: string | null, status: number): string {
  return target === null
    ? `The service answered with a redirect (HTTP ${status}) without saying where; check the base URL.`
    : `The service answered from ${target}; update the base URL to that address.`;
}
