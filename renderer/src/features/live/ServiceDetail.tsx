/**
 * A board row's details: what the account stores for the service (kind, destination host
 * and app, the stream key's tail, locked servers, autopush, user), or a direct push's
 * entry name. Passwords never arrive; a stream key shows only its last characters.
 */
import type { Destination } from '../../../../shared/domain/live/board';
import type { PushServiceView } from '../../../../shared/ipc/live';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { ReconnectToggle } from './Reconnect';

/** A stream key identifies a channel on the destination: show only its tail. */
function maskKey(key: string | null): string {
  if (!key) return '—';
  return key.length <= 4 ? '••••' : `••••${key.slice(-4)}`;
}

function serviceFacts(s: PushServiceView): Array<[string, string]> {
  const locked = s.lock_servers ? [s.primary_server, s.backup_server].filter(Boolean).join(', ') || 'yes' : 'no';
  return [
    ['Kind', s.service_name ?? '—'],
    ['Destination host', [s.dst_host, s.dst_port].filter((v) => v !== null && v !== undefined && v !== '').join(':') || '—'],
    ['Dest. app', s.dst_app ?? '—'],
    ['Stream key', maskKey(s.dst_stream)],
    ['Stored source', [s.app, s.stream].filter(Boolean).join(' / ') || '—'],
    ['Locked servers', locked],
    ['Autopush', s.autopush ? 'yes' : 'no'],
    ['User', s.username ?? '—'],
    ['Password', s.password_set ? '•••••• (set)' : '—'],
  ];
}

export function ServiceDetail({ row, service }: { row: Destination; service: PushServiceView | undefined }) {
  const error = useMc((s) => s.live.services.error);
  const stale = useMc((s) => s.live.services.stale);
  if (!row.stored) {
    return (
      <dl className="lv-facts" aria-label={`Details of ${row.label}`}>
        <div><dt>Entry name</dt><dd className="lv-mono">{row.entryName ?? '—'}</dd></div>
        <div><dt>Connected</dt><dd>directly (no stored service)</dd></div>
      </dl>
    );
  }
  if (!service) return error ? <ErrorLine error={error} /> : <p className="lv-dim">Reading the stored service…</p>;
  return (
    <>
      <ReconnectToggle row={row} />
      <dl className={stale ? 'lv-facts mc-stale-data' : 'lv-facts'} aria-label={`Details of ${row.label}`}>
        {serviceFacts(service).map(([k, v]) => (
          <div key={k}><dt>{k}</dt><dd>{v}</dd></div>
        ))}
      </dl>
    </>
  );
}
