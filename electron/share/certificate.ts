/**
 * The host's certificate, made at first use by `selfsigned` (a maintained generator built on
 * WebCrypto through @peculiar/x509; Node 18+, so it runs on Node 20 and in Electron's main):
 * an EC P-256 key, valid two years, named for loopback and the interface the operator shares
 * on. Guests pin it by its SHA-256 fingerprint (the invitation carries it), not by a CA.
 */
import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

export interface HostCertificate {
  /** PEM; public. */
  cert: string;
  /** PEM; a secret, kept like one (core/share/hub.ts). */
  key: string;
}

const YEARS = 2;

export async function makeCertificate(addresses: string[]): Promise<HostCertificate> {
  const ips = [...new Set(['127.0.0.1', '::1', ...addresses])];
  const notAfterDate = new Date();
  notAfterDate.setFullYear(notAfterDate.getFullYear() + YEARS);
  const made = await generate([{ name: 'commonName', value: 'Master Control shared show' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, ...ips.map((ip) => ({ type: 7 as const, ip }))] },
    ],
  });
  return { cert: made.cert, key: made.private };
}

/** The SHA-256 of the certificate's DER, 64 lowercase hex: what guests compare and pin. */
export function fingerprintOf(certPem: string): string {
  return new X509Certificate(certPem).fingerprint256.replace(/:/g, '').toLowerCase();
}

/** Whether a kept certificate still covers `address` and has not expired (else a new one is made). */
export function certificateFits(certPem: string, address: string, now = new Date()): boolean {
  try {
    const x = new X509Certificate(certPem);
    return new Date(x.validTo) > now && (x.checkIP(address) !== undefined || x.checkHost(address) !== undefined);
  } catch {
    return false;
  }
}
