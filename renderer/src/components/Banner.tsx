/**
 * Notices main wants the operator to see now (the `notice` event: e.g. a live push
 * failed). In Electron they may also be desktop notifications; in web mode this banner
 * is the only place, so it stays until dismissed.
 */
import { useMc } from '../stores/store';
import type { Notice } from '../stores/shell-state';

const LEVEL_WORD: Record<Notice['level'], string> = { info: 'Note', warning: 'Warning', error: 'Problem' };

export function Banner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div className={`mc-banner mc-banner--${notice.level}`} role={notice.level === 'info' ? 'status' : 'alert'}>
      <strong>
        {LEVEL_WORD[notice.level]}: {notice.title}
      </strong>
      <span className="mc-banner__body">{notice.body}</span>
      <button type="button" className="mc-btn mc-btn--small" aria-label={`Dismiss notice: ${notice.title}`} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** Every current notice, newest last (the shell renders this under the account bar). */
export function Banners() {
  const notices = useMc((s) => s.notices);
  const dismiss = useMc((s) => s.dismissNotice);
  // Always rendered (even empty) so the shell's grid rows keep their places.
  return (
    <div className="mc-banners">
      {notices.map((n) => (
        <Banner key={n.id} notice={n} onDismiss={() => dismiss(n.id)} />
      ))}
    </div>
  );
}
