/**
 * Trades an invitation's one-time code for this person's token, over the pinned connection
 * (pinned.ts): `POST /share/redeem {"code"}` → 200 `{token, person}`; 410 expired or used;
 * 401 unknown (shared/domain/share/invitation.ts is the wire).
 */
import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { type Invitation, REDEEM_PATH, type RedeemAnswer } from '../../../shared/domain/share/invitation';
import { JoinRefused } from './pinned';

const WORDS: Record<number, string> = {
  410: 'Could not join: this invitation has expired or was already used. Ask the host for a new one.',
  401: 'Could not join: the host does not know this invitation (it may have been revoked). Ask the host for a new one.',
};
const MAX_ANSWER = 65_536;

export function redeem(invitation: Invitation, socket: TLSSocket): Promise<RedeemAnswer> {
  const body = JSON.stringify({ code: invitation.code });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: invitation.host, port: invitation.port, method: 'POST', path: REDEEM_PATH, createConnection: () => socket, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          if (text.length + c.length <= MAX_ANSWER) text += c;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status !== 200) return reject(new JoinRefused(WORDS[status] ?? `Could not join: the host answered HTTP ${status}.`));
          try {
            const answer = JSON.parse(text) as RedeemAnswer;
            if (typeof answer.token !== 'string' || typeof answer.person?.name !== 'string') throw new Error('no token');
            resolve(answer);
          } catch {
            reject(new JoinRefused('Could not join: the host answered, but not with a token.'));
          }
        });
      },
    );
    req.on('error', (err) => reject(new JoinRefused(`Could not join: ${err.message}.`)));
    req.end(body);
  });
}
