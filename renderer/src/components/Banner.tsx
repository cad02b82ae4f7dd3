/**
 * Notices main wants the operator to see now (the `notice` event: e.g. a live push
 * failed). In Electron they may also be desktop notifications; in web mode this is the
 * only place, so each stays until dismissed. They live in a tray in the account bar —
 * space that is always there — never as banners that push the screen down: a notice
 * arriving, or three, moves no control under the pointer. The newest is said in the bar
 * (an alert for screen readers); the rest open from the count, over the screen, only
 * when asked for.
 */
import { useState } from 'react';
import { useMc } from '../stores/store';
import type { Notice } from '../stores/shell-state';

const LEVEL_WORD: Record<Notice['level'], string> = { info: 'Note', warning: 'Warning', error: 'Problem' };

function NoticeLine({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const words = `${LEVEL_WORD[notice.level]}: ${notice.title}`;
  return (
    <div className={`mc-notice mc-notice--${notice.level}`} role={notice.level === 'info' ? 'status' : 'alert'} title={`${words} — ${notice.body}`}>
      <span className="mc-notice__text"><strong>{words}</strong> <span className="mc-notice__body">{notice.body}</span></span>
      <button type="button" className="mc-btn mc-btn--small" aria-label={`Dismiss notice: ${notice.title}`} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** The account bar's notice tray: the newest notice in one line, and how many more. */
export function NoticeTray() {
  const notices = useMc((s) => s.notices);
  const dismiss = useMc((s) => s.dismissNotice);
  const [open, setOpen] = useState(false);
  const newest = notices.at(-1);
  const older = notices.slice(0, -1).reverse();
  return (
    <span className="mc-tray">
      {newest ? <NoticeLine notice={newest} onDismiss={() => dismiss(newest.id)} /> : null}
      {older.length > 0 ? (
        <button type="button" className="mc-btn mc-btn--small mc-tray__more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {older.length} more
        </button>
      ) : null}
      {open && older.length > 0 ? (
        <div className="mc-tray__list" role="region" aria-label="Earlier notices">
          {older.map((n) => <NoticeLine key={n.id} notice={n} onDismiss={() => dismiss(n.id)} />)}
        </div>
      ) : null}
    </span>
  );
}
