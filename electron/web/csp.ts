/**
 * The Content-Security-Policy for the renderer, in both transports. Scripts only from
 * our own origin (no eval, no inline); the one accepted exception is inline styles,
 * which AG Grid and React style props need. Nothing may frame the console.
 */
export function contentSecurityPolicy(extraConnect: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...extraConnect].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Web mode: the WebSocket back to the same loopback port (listed for older CSP levels). */
export function webContentSecurityPolicy(port: number): string {
  return contentSecurityPolicy([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]);
}
