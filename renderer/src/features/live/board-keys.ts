/**
 * The board from the keyboard: `/` focuses its filter, ↓ from there goes to the rows, ↑/↓
 * (Home/End) move between rows, Space selects the row for Go live, Enter opens its
 * details, Delete arms its Disconnect and Delete (or Enter) again fires it. Four presses
 * disconnect one destination: `/`, ↓ to the row, Delete, Delete.
 */
import type { KeyboardEvent } from 'react';
import { SHORTCUTS } from '../../components/shortcut';

const ROW = 'tr[data-key]';

function rowsOf(el: Element): HTMLElement[] {
  return [...(el.closest('table')?.querySelectorAll<HTMLElement>(`tbody ${ROW}`) ?? [])];
}

/** Focuses a row (its scroll margin keeps it clear of the sticky header). */
function focusRow(row: HTMLElement | undefined): boolean {
  if (!row) return false;
  row.focus();
  return true;
}

/** ↓ in the board's filter: to the first row shown. */
export function filterKeyDown(e: KeyboardEvent<HTMLInputElement>, table: HTMLTableElement | null): void {
  if (e.key !== 'ArrowDown' || !table) return;
  if (focusRow(table.querySelector<HTMLElement>(`tbody ${ROW}`) ?? undefined)) e.preventDefault();
}

function step(rows: HTMLElement[], at: number, key: string): HTMLElement | undefined {
  if (key === 'ArrowDown') return rows[Math.min(at + 1, rows.length - 1)];
  if (key === 'ArrowUp') return rows[Math.max(at - 1, 0)];
  if (key === 'Home') return rows[0];
  if (key === 'End') return rows.at(-1);
  return undefined;
}

interface RowActions {
  toggle(key: string): void;
  open(key: string): void;
}

/** Keys on the board's body: moves between rows and acts on the focused one. */
export function boardKeyDown(e: KeyboardEvent<HTMLElement>, act: RowActions): void {
  const target = e.target as HTMLElement;
  const row = target.closest<HTMLElement>(ROW);
  if (!row || target.matches('select, input:not([type=checkbox]), textarea') || e.altKey || e.ctrlKey || e.metaKey) return;
  const key = row.dataset.key ?? '';
  const rows = rowsOf(row);
  const next = step(rows, rows.indexOf(row), e.key);
  if (next) {
    e.preventDefault();
    focusRow(next);
    return;
  }
  if (e.key === SHORTCUTS.rowDisconnect.keys) {
    const button = row.querySelector<HTMLButtonElement>('.lv-actions .mc-action > button');
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    e.preventDefault();
    button.focus();
    button.click();
    return;
  }
  if (target !== row) return;
  if (e.key === ' ') {
    e.preventDefault();
    act.toggle(key);
  } else if (e.key === 'Enter') {
    e.preventDefault();
    act.open(key);
  }
}
