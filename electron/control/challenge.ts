/**
 * GET /v1/challenge: the console proves it holds the token before a control surface sends
 * it (the Companion module asks on every connection), so whatever else may hold the port
 * while the console is down never receives the token. The surface sends a fresh nonce in
 * X-Control-Challenge; the answer is HMAC-SHA256 keyed by the token over the console's own
 * port and the nonce, so relaying a surface's nonce to a console on another port proves
 * nothing. Needs no token (that is the point) and reveals none: an HMAC does not give its key.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkSite } from './guard';
import { reply } from './http-io';

export const CHALLENGE_PATH = '/v1/challenge';
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;

export const proofOf = (token: string, port: number, nonce: string): string =>
  createHmac('sha256', token).update(`master-control control proof v1\n${String(port)}\n${nonce}`).digest('hex');

/** Answers the challenge route and says so; any other path is left to the router. */
export function answerChallenge(req: IncomingMessage, res: ServerResponse, port: number, token: string): boolean {
  if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== CHALLENGE_PATH) return false;
  const site = checkSite({ host: req.headers.host, origin: req.headers.origin }, port);
  const nonce = req.headers['x-control-challenge'];
  if (!site.ok) reply(res, { status: site.status, body: { error: site.error, message: site.message } });
  else if (req.method !== 'GET') reply(res, { status: 405, body: { error: 'method', message: `${CHALLENGE_PATH} takes GET.` } }, { Allow: 'GET' });
  else if (typeof nonce !== 'string' || !NONCE.test(nonce)) reply(res, { status: 400, body: { error: 'invalid_input', message: 'Send a fresh nonce of 16 to 128 letters, digits, - or _ in X-Control-Challenge.' } });
  else reply(res, { status: 200, body: { proof: proofOf(token, port, nonce) } });
  return true;
}
