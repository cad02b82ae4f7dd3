/**
 * How an automatic reconnect episode ended, as one Activity entry of its own: its Result
 * is the episode's line ("reconnected after 3 tries, 14 s off air", "key refused: …"),
 * while each try has its own entries with their outcomes (marked "try n of 10").
 */
import { RECONNECT_EPISODE } from '../../../shared/domain/audit';
import type { AuditLog } from '../audit/log';
import { outsideCue } from '../audit/cue-scope';
import { runAsSource } from '../audit/source-scope';
import type { EpisodeListener } from './reconnects';
import { episodeLine } from '../../../shared/domain/live/reconnect-words';

/** The destination as the audit names its parameters: a stored service by id, else the push's entry name. */
function destinationParams(key: string): Record<string, unknown> {
  return key.startsWith('svc:') ? { push_service_id: Number(key.slice(4)) } : { entry_name: key.replace(/^entry:/, '') };
}

export function auditEpisodes(audit: Pick<AuditLog, 'intent' | 'outcome'>, nameOf: (account: string) => string, onError: (err: unknown) => void): EpisodeListener {
  return (account, key, ended) =>
    void outsideCue(() => runAsSource({ kind: 'reconnect' }, async () => {
      const entry = audit.intent({ profileId: account, profileName: nameOf(account), command: RECONNECT_EPISODE, params: destinationParams(key) });
      const outcome = ended.kind === 'reconnected' || ended.kind === 'stopped' ? 'ok' : 'failed';
      audit.outcome(entry.id, { outcome, resultKind: ended.kind, message: episodeLine(ended), latencyMs: null });
    })).catch(onError);
}
