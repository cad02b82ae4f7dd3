/**
 * The one way to show a state: a word, an icon and a colour together (operator principles: colour is
 * never the only signal). `extra` carries the reason (FAILED), the time (STALE) or a
 * countdown (PRESS AGAIN) beside the word.
 */
import type { ReactNode } from 'react';

export type TagState = 'live' | 'connecting' | 'reconnecting' | 'armed' | 'failed' | 'unknown' | 'off' | 'done' | 'stale';

interface TagLook {
  word: string;
  icon: string;
}

/** Words and icons per state (docs/operator-principles.md, States). */
export const TAG_LOOKS: Record<TagState, TagLook> = {
  live: { word: 'LIVE', icon: '●' },
  connecting: { word: 'CONNECTING', icon: '◌' },
  reconnecting: { word: 'RECONNECTING', icon: '↻' },
  armed: { word: 'PRESS AGAIN', icon: '⚠' },
  failed: { word: 'FAILED', icon: '✕' },
  unknown: { word: 'UNKNOWN', icon: '?' },
  off: { word: 'OFF', icon: '○' },
  done: { word: 'DONE', icon: '✓' },
  stale: { word: 'STALE', icon: '◷' },
};

export interface StateTagProps {
  state: TagState;
  /** Replaces the standard word (e.g. "SENDING" for a connecting-style state). */
  word?: string;
  /** Reason, time or countdown shown after the word: "FAILED · wrong key". */
  extra?: ReactNode;
}

/** Plain text (no role): tags sit in grids and lists, where live regions would chatter. */
export function StateTag({ state, word, extra }: StateTagProps) {
  const look = TAG_LOOKS[state];
  const hasExtra = extra !== undefined && extra !== null && extra !== '';
  // A long reason ends in … where the tag meets its box's edge; the whole of it is on hover.
  const full = typeof extra === 'string' && hasExtra ? `${word ?? look.word} · ${extra}` : undefined;
  return (
    <span className={`mc-tag mc-tag--${state}`} data-state={state} title={full}>
      <span className="mc-tag__icon" aria-hidden="true">
        {look.icon}
      </span>
      <span className={state === 'connecting' ? 'mc-dots' : undefined}>{word ?? look.word}</span>
      {hasExtra ? <span className="mc-tag__extra">· {extra}</span> : null}
    </span>
  );
}
