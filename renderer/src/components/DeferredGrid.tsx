/**
 * A DataGrid that draws after its screen's first paint (grid-deferral.ts says when): the
 * screen's words and controls come first, AG Grid's code and the grid's build just after.
 * Until then it holds the grid's place (same chrome, same height) and says it is loading,
 * so nothing jumps when the grid arrives. Same props as DataGrid.
 */
import { type Ref, useRef } from 'react';
import type { DataGridProps } from './DataGrid';
import { useGridWhenNear } from './grid-deferral';

function GridPlace({ label, fitRows, ref }: { label: string; fitRows: boolean; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="mc-grid" aria-busy="true" data-deferred-grid={label}>
      <div className="mc-grid__toolbar mc-grid__toolbar--place">
        <span className="mc-grid__count" role="status">Loading {label}…</span>
      </div>
      <div className={fitRows ? 'mc-grid__body mc-grid__body--fit mc-grid__body--place-fit' : 'mc-grid__body'} />
    </div>
  );
}

export function DeferredGrid<Row>(props: DataGridProps<Row>) {
  const place = useRef<HTMLDivElement>(null);
  const Grid = useGridWhenNear(place);
  return Grid ? <Grid {...props} /> : <GridPlace ref={place} label={props.label} fitRows={props.fitRows ?? false} />;
}
