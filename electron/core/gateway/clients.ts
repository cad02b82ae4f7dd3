/**
 * One API client per account, kept while the account's fields and credentials stay the
 * same (so its learned clock offset and kept-alive connections are reused), rebuilt
 * when either changes. Credentials are fetched here, inside main, and go nowhere else.
 */
import type { Profile } from '../../../shared/domain/profile';
import type { IpcError } from '../../../shared/ipc/define';
import type { ApiClient, ApiClientOptions } from '../client';
import type { CredentialService } from '../credentials/service';
import type { GatewayFailure } from '../deps';
import type { Serialization } from '../../../shared/api/serialize';

export type ClientFactory = (options: ApiClientOptions) => ApiClient;

export type ClientResult = { ok: true; client: ApiClient } | { ok: false; error: GatewayFailure };

interface Pooled {
  stamp: string;
  client: ApiClient;
}

export class ClientPool {
  private readonly pool = new Map<string, Pooled>();

  constructor(
    private readonly credentials: CredentialService,
    private readonly factory: ClientFactory,
  ) {}

  /** The account's client; `serialization` overrides the profile's for a one-off (caller closes it). */
  async get(profile: Profile, serialization?: Serialization): Promise<ClientResult> {
    const stamp = `${profile.updatedAt}|${profile.baseUrl}|${profile.cdn}|${profile.serialization}|${this.credentials.version(profile.id)}`;
    const pooled = this.pool.get(profile.id);
    if (serialization === undefined && pooled?.stamp === stamp) return { ok: true, client: pooled.client };
    const creds = await this.credentials.get(profile.id);
    if (!creds.ok) return { ok: false, error: asGatewayFailure(creds.error) };
    const client = this.factory({
      baseUrl: profile.baseUrl,
      cdn: profile.cdn,
      apiKey: creds.value.apiKey,
      secret: creds.value.secret,
      serialization: serialization ?? profile.serialization,
      initialClockOffsetMs: pooled?.client.clockOffsetMs() ?? 0,
    });
    if (serialization !== undefined) return { ok: true, client };
    pooled?.client.close();
    this.pool.set(profile.id, { stamp, client });
    return { ok: true, client };
  }

  /** Drops an account's client (deleted, credentials cleared). */
  forget(profileId: string): void {
    this.pool.get(profileId)?.client.close();
    this.pool.delete(profileId);
  }

  closeAll(): void {
    for (const { client } of this.pool.values()) client.close();
    this.pool.clear();
  }
}

function asGatewayFailure(error: IpcError): GatewayFailure {
  if (error.kind === 'no_credentials' || error.kind === 'vault_locked' || error.kind === 'keychain_unavailable') return error;
  return { kind: 'no_credentials', message: error.message };
}
