/** DataGrid's toolbar: the quick filter (`/` focuses it), the screen's own controls, the row count, paging and Export CSV. */
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import type { ServerPaging } from './grid-count';
import { PageButtons } from './grid-parts';

interface GridToolbarProps {
  label: string;
  /** The rows are all here: the filter filters them all, not one page. */
  local: boolean;
  filter: string;
  onFilter: (text: string) => void;
  onFilterKey: (e: ReactKeyboardEvent<HTMLInputElement>) => void;
  toolbar?: ReactNode;
  /** The count's words; null while the first load is running. */
  count: string | null;
  paging?: ServerPaging;
  onExport: () => void;
}

export function GridToolbar({ label, local, filter, onFilter, onFilterKey, toolbar, count, paging, onExport }: GridToolbarProps) {
  return (
    <div className="mc-grid__toolbar">
      <input
        className="mc-input mc-grid__filter"
        type="search"
        aria-label={local ? `Filter ${label}` : `Filter this page of ${label}`}
        placeholder={local ? 'Filter  ( / )' : 'Filter this page  ( / )'}
        value={filter}
        onChange={(e) => onFilter(e.target.value)}
        onKeyDown={onFilterKey}
        data-grid-filter=""
      />
      {toolbar}
      <span className="mc-grid__end">
        <span className="mc-grid__count" aria-live="polite">
          {count ?? 'Loading…'}
        </span>
        {paging ? <PageButtons paging={paging} label={label} /> : null}
        <button type="button" className="mc-btn mc-btn--small" onClick={onExport}>
          Export CSV
        </button>
      </span>
    </div>
  );
}
