/**
 * Where a rehearsal mirror starts: from the real account's destinations as last read
 * (every push the read saw, a held failed one included, so the rehearsal meets what the
 * real run will meet) or from all OFF (no push at all, so an injected fault is the only
 * cause of a failure). The operator chooses; "as real" is the default.
 */
import type { RehearsalPicture } from './picture';

export const MIRROR_STARTS = ['real', 'off'] as const;
export type MirrorStart = (typeof MIRROR_STARTS)[number];
export const DEFAULT_MIRROR_START: MirrorStart = 'real';

/** The picture the mirror is seeded from: as read, or with every running push taken out. */
export function seededPicture(picture: RehearsalPicture, from: MirrorStart): RehearsalPicture {
  if (from === 'real') return picture;
  return { ...picture, streams: picture.streams.map((s) => ({ ...s, streams: s.streams.map((x) => ({ ...x, pushes: [] })) })) };
}

/** Each start in words, as the choice beside Rehearse offers it and the run view says it. */
export const MIRROR_START_WORDS: Record<MirrorStart, string> = { real: 'from the real account as last read', off: 'from all off' };

/** The run view's words for it ("… as last read at 19:02:11" is completed with the time shown). */
export function mirrorStartWords(from: MirrorStart): string {
  return `Rehearsal starts ${MIRROR_START_WORDS[from]}${from === 'real' ? ' at' : ''}`;
}
