/**
 * One alert to one target, after its bounded tries: the target's URL and signing secret are
 * read from where credentials are kept at the moment of sending (never held beside the
 * queue), and every word that leaves is scrubbed of known secrets.
 */
import type { Alert, AlertDelivery } from '../../../shared/domain/alerts/alert';
import type { Clock } from '../deps';
import type { KnownSecrets } from '../events/known-secrets';
import type { Logger } from '../events/log';
import { wireRequest } from './delivery-bodies';
import { type Fetch, type SendLimits, sendWithTries } from './delivery-send';
import { type SecretHolder, readTargetSecret } from './targets-secrets';
import type { TargetRecord } from './targets-store';

export interface DeliverOnceDeps {
  credentials: SecretHolder;
  secrets: KnownSecrets;
  clock: Clock;
  log: Logger;
  fetcher: Fetch;
  limits: SendLimits;
  signal: AbortSignal;
}

export async function deliverOnce(deps: DeliverOnceDeps, account: string, target: TargetRecord, alert: Alert): Promise<AlertDelivery> {
  const secret = await readTargetSecret(deps.credentials, deps.secrets, account, target.id);
  if (!secret.ok || secret.value === null) {
    const why = secret.ok ? 'its URL is not stored (add the target again)' : deps.secrets.scrub(secret.error.message);
    return { targetId: target.id, ok: false, status: null, tries: 0, detail: `not sent: ${why}` };
  }
  const { url, secret: signing } = secret.value;
  const started = deps.clock.now();
  const sent = await sendWithTries(deps.fetcher, url.trim(), () => wireRequest(target.kind, alert, signing, Math.floor(deps.clock.now() / 1000)), deps.limits, deps.signal);
  if (!sent.ok) deps.log.warn(`alerts: ${target.kind} target "${deps.secrets.scrub(target.label)}" (${target.host}) failed after ${sent.tries} tries in ${deps.clock.now() - started} ms: ${deps.secrets.scrub(sent.detail)}`);
  return { targetId: target.id, ...sent };
}
