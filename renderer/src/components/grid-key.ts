/**
 * headerClass of a column that must stay in view. A grid too narrow for all its columns
 * lets the others scroll sideways (AG Grid shows the scrollbar), never these; a grid
 * that marks none must fit every column. The layout e2e (test/e2e/layout-check.ts) holds both.
 * Its own module, apart from grid-setup.ts: column definitions name it without loading
 * AG Grid, so a screen whose grids are deferred (DeferredGrid) keeps AG Grid off its first paint.
 */
export const KEY_COLUMN = 'mc-col-key';

/** Stays in view when the grid is too narrow for every column (the rest scroll sideways). */
export const KEY = { headerClass: KEY_COLUMN };
/** A key column that is also right-aligned: its own headerClass replaces the one type 'rightAligned' gives. */
export const KEY_RIGHT = { type: 'rightAligned', headerClass: [KEY_COLUMN, 'ag-right-aligned-header'] };
