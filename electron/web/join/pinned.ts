/**
 * The one way a joining console reaches its host: a TLS connection whose certificate must
 * be the one the invitation names (its SHA-256, pinned). The host's certificate is its own,
 * made at first use, so no authority vouches for it; the fingerprint the host showed is
 * what does. A mismatch ends the connection before a byte of ours is sent — not the
 * invitation's code, not a token.
 */
import { createHash } from 'node:crypto';
import { type TLSSocket, connect } from 'node:tls';

export class JoinRefused extends Error {}

export function fingerprintOf(der: Buffer): string {
  return createHash('sha256').update(der).digest('hex');
}

const CONNECT_TIMEOUT_MS = 10_000;

/** A TLS socket to host:port whose certificate is `fingerprint`, or a JoinRefused saying why not. */
export function pinnedSocket(host: string, port: number, fingerprint: string): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, rejectUnauthorized: false, ...(/^[\d.:]+$/.test(host) ? {} : { servername: host }) });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new JoinRefused(`Could not join: ${host}:${port} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s.`));
    }, CONNECT_TIMEOUT_MS);
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(new JoinRefused(`Could not join: ${host}:${port} could not be reached (${err.message}).`));
    });
    socket.once('secureConnect', () => {
      clearTimeout(timer);
      const cert = socket.getPeerCertificate(true);
      const seen = cert?.raw ? fingerprintOf(cert.raw) : '(no certificate)';
      if (seen === fingerprint) return resolve(socket);
      socket.destroy();
      reject(new JoinRefused(
        `Refused to join: the certificate of ${host}:${port} is not the one in the invitation (it has fingerprint ${seen}; the invitation says ${fingerprint}). ` +
        'Someone may be between you and the host, or the host made a new certificate: ask the host for a new invitation and compare the fingerprint it shows. Nothing was sent.',
      ));
    });
  });
}
