/** What the composition root is given to share a show: the HTTPS server over the built renderer, and the certificate maker. */
import type { ShareCore } from '../core/share/guest-router';
import type { ShareTls, StartShareServer } from '../core/share/hub';
import { certificateFits, fingerprintOf, makeCertificate } from './certificate';
import { shareServer } from './server';

export const shareTls: ShareTls = { make: makeCertificate, fingerprint: fingerprintOf, fits: certificateFits };

export function shareHost(rendererDir: string): (core: ShareCore) => { start: StartShareServer; tls: ShareTls } {
  return (core) => ({ start: shareServer(core, rendererDir), tls: shareTls });
}
