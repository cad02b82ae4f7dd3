/** Left navigation: exactly the registered screens, arrow keys move between them, Alt+n opens the n-th (Alt+0 the tenth). */
import type { KeyboardEvent } from 'react';
import { hashFor, screenShortcut } from './routing';
import type { ScreenDef } from './screen-def';

export function Nav({ screens, currentId }: { screens: ScreenDef[]; currentId: string | null }) {
  const onKeyDown = (e: KeyboardEvent<HTMLElement>): void => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = Array.from(e.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    e.preventDefault();
    links[(at + (e.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
  };
  return (
    <nav className="mc-nav" aria-label="Screens" onKeyDown={onKeyDown}>
      <ul>
        {screens.map((s, i) => {
          const keys = screenShortcut(i);
          return (
            <li key={s.id}>
              <a href={hashFor(s)} aria-current={s.id === currentId ? 'page' : undefined} aria-keyshortcuts={keys}>
                <span>{s.navLabel}</span>
                {keys ? <kbd className="mc-kbd" aria-hidden="true">{keys}</kbd> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
