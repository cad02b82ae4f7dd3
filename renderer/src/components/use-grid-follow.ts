/**
 * What DataGrid's AG Grid must be told again when the screen's props change: the no-rows
 * words (a failed read, then an empty one) and the row the screen has selected.
 */
import type { GridApi } from 'ag-grid-community';
import { type RefObject, useEffect } from 'react';
import { NOT_READ } from './not-read';

/** One wording, on every grid, for rows that could not be read (the reason stands above the grid). */
export const NOT_READ_TEXT = `${NOT_READ.title} ${NOT_READ.action}`;
export const NOT_READ_COUNT = 'not read';

/** The screen selects (selectedId): no checkboxes, and a click does not select on its own. */
export const SELECT_BY_SCREEN = { mode: 'singleRow', checkboxes: false, enableClickSelection: false } as const;

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * AG Grid keeps a shown no-rows overlay's old words when only its template changes (a
 * failed read, then an empty one): show it afresh so it always says the current words.
 */
export function useNoRowsWords<Row>(apiRef: RefObject<GridApi<Row> | null>, empty: string | undefined, rows: Row[] | null): void {
  useEffect(() => {
    const api = apiRef.current;
    if (!api || rows === null) return;
    // Shown by hand, the no-rows words stay until hidden: rows read after an empty answer hide them.
    api.hideOverlay();
    if (rows.length === 0) api.showNoRowsOverlay();
  }, [apiRef, empty, rows]);
}

/** The screen's selected row (null: none) marked selected and scrolled into view, again whenever the rows change. */
export function useScreenSelection<Row>(apiRef: RefObject<GridApi<Row> | null>, selectedId: string | null | undefined, rows: Row[] | null): void {
  useEffect(() => {
    const api = apiRef.current;
    if (!api || selectedId === undefined) return;
    api.forEachNode((n) => n.setSelected(n.id === selectedId));
    const node = selectedId === null ? undefined : api.getRowNode(selectedId);
    if (node) api.ensureNodeVisible(node);
  }, [apiRef, selectedId, rows]);
}
