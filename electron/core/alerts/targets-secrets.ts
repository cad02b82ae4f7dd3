/**
 * A target's URL and signing secret, kept with the account's credentials (one of its
 * "extras": in its keychain item or vault entry, cleared with them) and remembered as
 * known secrets the moment main sees them, so no log line, audit entry or error can carry
 * them. The URL's path and query are remembered on their own too: a Slack hook's or an
 * ntfy topic's secret part is its path.
 */
import type { IpcResult } from '../../../shared/ipc/define';
import { ok } from '../../../shared/ipc/define';
import type { CredentialService } from '../credentials/service';
import type { KnownSecrets } from '../events/known-secrets';

export interface TargetSecret {
  url: string;
  secret: string | null;
}

export type SecretHolder = Pick<CredentialService, 'getExtra' | 'setExtra'>;

/** A path shorter than this ("/hook") is no secret of its own and would scrub ordinary words. */
const SECRET_PATH_MIN = 12;

export function secretName(targetId: string): string {
  return `alert-target:${targetId}`;
}

export function rememberTargetSecret(secrets: KnownSecrets, value: TargetSecret): void {
  secrets.add(value.url);
  secrets.add(value.url.trim());
  secrets.add(value.secret);
  try {
    const u = new URL(value.url.trim());
    const tail = `${u.pathname}${u.search}`;
    if (tail.length >= SECRET_PATH_MIN) secrets.add(tail);
    if (u.pathname.length >= SECRET_PATH_MIN) secrets.add(u.pathname);
  } catch {
    // not a URL: the whole value is remembered above
  }
}

export async function readTargetSecret(holder: SecretHolder, secrets: KnownSecrets, account: string, targetId: string): Promise<IpcResult<TargetSecret | null>> {
  const r = await holder.getExtra(account, secretName(targetId));
  if (!r.ok) return r;
  if (r.value === null) return ok(null);
  try {
    const v = JSON.parse(r.value) as Partial<TargetSecret>;
    if (typeof v.url !== 'string') return ok(null);
    const value = { url: v.url, secret: typeof v.secret === 'string' ? v.secret : null };
    rememberTargetSecret(secrets, value);
    return ok(value);
  } catch {
    return ok(null);
  }
}

export function writeTargetSecret(holder: SecretHolder, secrets: KnownSecrets, account: string, targetId: string, value: TargetSecret | null): Promise<IpcResult<null>> {
  if (value !== null) rememberTargetSecret(secrets, value);
  return holder.setExtra(account, secretName(targetId), value === null ? null : JSON.stringify(value));
}
