/** The fake gateway writing intent and outcome as the real one does around a mutating call. */
import { type CommandName, catalog } from '../../../shared/api/catalog';
import { auditOutcomeOf } from '../../../electron/core/gateway/outcome';
import type { AuditLog } from '../../../electron/core/audit/log';
import { FakeGateway } from '../live/fake-gateway';

/** A push as the fake server lists it. */
export type Push = { push_service_id?: number; entry_name?: string; status: string; message?: string };

export class AuditingGateway extends FakeGateway {
  constructor(private readonly audit: AuditLog) {
    super();
  }
  override async call<N extends CommandName>(command: N, params: never, options?: { cacheKey?: string }) {
    if (!catalog[command].mutates) return super.call(command, params, options);
    const intent = this.audit.intent({ profileId: this.profile.id, profileName: this.profile.name, command, params });
    const r = await super.call(command, params, options);
    const error = r.ok ? null : r.error;
    this.audit.outcome(intent.id, { outcome: auditOutcomeOf(error as never), resultKind: error?.kind ?? 'ok', message: error?.message ?? null, latencyMs: 3 });
    return r;
  }
}
