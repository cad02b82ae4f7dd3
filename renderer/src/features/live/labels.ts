/** Destination words for result rows (never a password or stream key). */
import type { ConnectParams } from '../../../../shared/domain/live/connect-form';
import type { PushServiceView } from '../../../../shared/ipc/live';

export function serviceLabel(s: PushServiceView): string {
  const where = [s.service_name, s.dst_host].filter(Boolean).join(' → ');
  return where ? `#${s.push_service_id} ${where}` : `service #${s.push_service_id}`;
}

export function directLabel(p: ConnectParams): string {
  const where = [p.service_name, p.dst_host].filter(Boolean).join(' → ');
  return `${p.entry_name ?? 'direct'}${where ? ` (${where})` : ''}`;
}
