/** What the board shows of its rows: the operator's filter and which rows offer Retry. Pure. */
import type { Destination, ReconnectView } from '../../../../shared/domain/live/board';
import type { PushServiceView } from '../../../../shared/ipc/live';
import { DEST_TAG } from './state-tag';
import { TAG_LOOKS } from '../../components/StateTag';
import { tryWords } from '../../../../shared/domain/live/reconnect-try';

/** The words a row is found by: its name and destination, source, state word and stored kind and host. */
function rowWords(row: Destination, service: PushServiceView | undefined): string {
  const tag = DEST_TAG[row.state];
  return [row.label, row.app, row.inst, row.stream, tag.word ?? TAG_LOOKS[tag.state].word, service?.service_name, service?.dst_host, service?.dst_app]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** Rows matching every word typed (any order, any case); all rows when nothing is typed. */
export function filterBoard(rows: readonly Destination[], text: string, services: readonly PushServiceView[] | null): Destination[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  const byKey = new Map((services ?? []).map((s) => [`svc:${s.push_service_id}`, s]));
  return rows.filter((r) => {
    const hay = rowWords(r, byKey.get(r.key));
    return words.every((w) => hay.includes(w));
  });
}

/**
 * Retry follows a failure of something sent from here: a FAILED row, or one that went OFF
 * without the operator asking. Never after the operator's own Disconnect (STOPPED → OFF).
 */
export function offersRetry(row: Pick<Destination, 'state' | 'deliberate'>, sentHere: boolean): boolean {
  return sentHere && !row.deliberate && (row.state === 'failed' || row.state === 'off');
}

/** A RECONNECTING row's words: "try 2 of 10, next in 6 s" while it waits, "try 2 of 10, sending" while the try runs. */
export function reconnectWords(view: ReconnectView, nowMs: number): string {
  const tries = tryWords(view.attempt ?? 1, view.of);
  if (view.nextTryAt === null) return `${tries}, sending`;
  return `${tries}, next in ${Math.max(0, Math.ceil((Date.parse(view.nextTryAt) - nowMs) / 1000))} s`;
}
