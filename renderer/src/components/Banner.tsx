/**
 * Notices main wants the operator to see now (the `notice` event: e.g. a live push
 * failed). In Electron they may also be desktop notifications; in web mode this is the
 * only place, so each stays until dismissed. They live in a tray in the account bar —
 * space that is always there — never as banners that push the screen down: a notice
 * arriving, or three, moves no control under the pointer. The newest still in force is
 * said in the bar (an alert for screen readers); the rest open from the count, over the
 * screen, only when asked for, and close on Esc, a click outside and a screen change. A
 * notice whose cause ended (main's `notice.resolved`: the push is back LIVE) leaves the
 * bar and stays in that list as resolved.
 */
import { useEffect, useRef } from 'react';
import { useMc } from '../stores/store';
import { formatLocal } from '../../../shared/domain/format';
import { type Notice, trayOf } from '../stores/shell-state';

const clockOf = (iso: string): string => formatLocal(new Date(iso)).slice(11);

const LEVEL_WORD: Record<Notice['level'], string> = { info: 'Note', warning: 'Warning', error: 'Problem' };

function NoticeLine({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const words = `${notice.resolved ? 'Resolved' : LEVEL_WORD[notice.level]}: ${notice.title}`;
  const body = notice.resolved ? `${notice.resolved.words} (${clockOf(notice.resolved.at)}) — was: ${notice.body}` : notice.body;
  const level = notice.resolved ? 'resolved' : notice.level;
  return (
    <div className={`mc-notice mc-notice--${level}`} role={notice.level === 'info' || notice.resolved ? 'status' : 'alert'} title={`${words} — ${body}`}>
      <span className="mc-notice__text"><strong>{words}</strong> <span className="mc-notice__body">{body}</span></span>
      <button type="button" className="mc-btn mc-btn--small" aria-label={`Dismiss notice: ${notice.title}`} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** The account bar's notice tray: the newest notice in force in one line, and how many more (resolved ones kept as history). */
export function NoticeTray() {
  const notices = useMc((s) => s.notices);
  const dismiss = useMc((s) => s.dismissNotice);
  const open = useMc((s) => s.trayOpen);
  const setOpen = useMc((s) => s.setTrayOpen);
  const ref = useRef<HTMLSpanElement>(null);
  const { current, history } = trayOf(notices);
  // A press anywhere outside the tray closes its list (Esc and a screen change close it in the shell).
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent): void => {
      if (!(e.target instanceof Node) || !ref.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [open, setOpen]);
  return (
    <span className="mc-tray" ref={ref}>
      {current ? <NoticeLine notice={current} onDismiss={() => dismiss(current.id)} /> : null}
      {history.length > 0 ? (
        <button type="button" className="mc-btn mc-btn--small mc-tray__more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {current ? `${history.length} more` : `${history.length} earlier`}
        </button>
      ) : null}
      {open && history.length > 0 ? (
        <div className="mc-tray__list" role="region" aria-label="Earlier notices">
          {history.map((n) => <NoticeLine key={n.id} notice={n} onDismiss={() => dismiss(n.id)} />)}
        </div>
      ) : null}
    </span>
  );
}
