/**
 * Another account's show in words, the same on the status bar, the account switch and
 * the switch question: "Client B: 2 LIVE · 1 RECONNECTING", and STALE once that account's
 * board has gone unread for longer than its polls allow. Pure, so the words are tested
 * without a DOM; the clock comes in (the caller's `now` ticks, so STALE comes by itself).
 */
import { formatLocal } from '../../../../shared/domain/format';
import type { AccountShow, ShowState } from '../../../../shared/ipc/shows';
import { TAG_LOOKS } from '../../components/StateTag';

const WORD: Record<ShowState, string> = {
  live: TAG_LOOKS.live.word,
  reconnecting: TAG_LOOKS.reconnecting.word,
  connecting: TAG_LOOKS.connecting.word,
  disconnecting: 'DISCONNECTING',
  unknown: TAG_LOOKS.unknown.word,
  failed: TAG_LOOKS.failed.word,
};

export interface OtherShow {
  profileId: string;
  name: string;
  /** "Client B: 2 LIVE · 1 RECONNECTING" */
  line: string;
  /** "2 LIVE · 1 RECONNECTING" */
  counts: string;
  /** The board has not been read for longer than it should: what `line` counts is as last read. */
  stale: boolean;
  readAt: string | null;
}

/** "2 LIVE · 1 RECONNECTING" */
export function countsWords(show: Pick<AccountShow, 'counts'>): string {
  return show.counts.map((c) => `${c.count.toLocaleString('en-US')} ${WORD[c.state]}`).join(' · ');
}

function isStale(show: AccountShow, now: number): boolean {
  return show.readAt === null || now - Date.parse(show.readAt) > show.staleAfterMs;
}

/** Every account's show but the active one's, named, in the order of the accounts list. */
export function otherShows(shows: readonly AccountShow[], accounts: readonly { id: string; name: string }[], activeId: string | null, now: number): OtherShow[] {
  return accounts.flatMap((a) => {
    const show = a.id === activeId ? undefined : shows.find((s) => s.profileId === a.id);
    if (show === undefined) return [];
    const counts = countsWords(show);
    return [{ profileId: a.id, name: a.name, line: `${a.name}: ${counts}`, counts, stale: isStale(show, now), readAt: show.readAt }];
  });
}

/** The age in words once stale, for plain text: " · STALE, no read since 20:31:05" (else nothing). */
export function staleWords(o: Pick<OtherShow, 'stale' | 'readAt'>): string {
  if (!o.stale) return '';
  return ` · ${TAG_LOOKS.stale.word}, ${o.readAt === null ? 'not read yet' : `no read since ${formatLocal(new Date(o.readAt)).slice(11)}`}`;
}

/** The whole line as plain text (the switch question): "Client B: 2 LIVE · STALE, no read since 20:31:05". */
export function showText(o: OtherShow): string {
  return `${o.line}${staleWords(o)}`;
}
