/**
 * Tickets: filter row, the server-paged grid over sevu.search, and on the right the
 * ticket detail, a new-ticket form and "Export all matching".
 */
import { useCallback } from 'react';
import type { Ticket } from '../../../../shared/api/records';
import { DataGrid } from '../../components/DataGrid';
import { ErrorLine } from '../../components/ResultLine';
import { StaleMark } from '../../components/Stale';
import { PartlyRead } from './PartlyRead';
import { useMc } from '../../stores/store';
import { ticketGridColumns } from './columns';
import { ticketColumns } from '../../../../shared/domain/viewers/columns';
import { CreateTicket } from './CreateTicket';
import { ExportBox } from './ExportBox';
import { FilterBar, PageSizeSelect } from './FilterBar';
import { PAGE_SIZES } from './paged';
import { TicketPanel } from './TicketPanel';
import { useWatchExports } from './use-watch-exports';
import { useEnterOpens } from './enter-opens';
import './viewers.css';

const ticketId = (t: Ticket): string => t.key;

export default function TicketsScreen() {
  useWatchExports();
  const s = useMc();
  const paged = s.viewersTickets;
  const onPage = useCallback((d: 'next' | 'prev') => void useMc.getState().pageTickets(d), []);
  const open = useCallback((t: Ticket) => void useMc.getState().openTicket(t.key), []);
  const onReady = useEnterOpens(open);
  return (
    <div className="mv-screen">
      <div className="mv-main">
        <div className="mv-head">
          <h1>Tickets</h1>
          <span className="mv-sub" title="API command: sevu.search">paged on the server</span>
        </div>
        <FilterBar
          label="Ticket filters"
          filter={s.viewersTicketFilter}
          problems={s.viewersTicketProblems}
          onChange={s.setTicketFilter}
          onSearch={() => void s.searchTickets()}
          busy={paged.pending !== null}
        />
        {paged.error ? <ErrorLine error={paged.error} /> : null}
        {paged.stale && paged.fetchedAt ? <StaleMark fetchedAt={paged.fetchedAt} reason="showing the last read of this page" /> : null}
        <PartlyRead words={paged.unreadable} />
        <div className="mv-grid-area">
          <DataGrid<Ticket>
            label="Tickets"
            rows={paged.shown === null && paged.pending === null ? [] : paged.rows}
            columns={ticketGridColumns}
            getRowId={ticketId}
            paging={{ page: paged.shown?.page ?? 0, pageSize: paged.shown?.pageSize ?? s.viewersTicketPageSize, hasMore: paged.hasMore, onPage, loading: paged.pending !== null }}
            emptyText={paged.shown === null ? 'Set filters (or none) and press Search to list tickets.' : 'No tickets match these filters. Loosen a filter, or create a ticket on the right.'}
            notRead={paged.error !== null && !paged.stale}
            onRowClicked={open}
            selectedId={s.viewersDetail?.key ?? null}
            csv={ticketColumns}
            onReady={onReady}
            toolbar={<PageSizeSelect label="Tickets per page" value={s.viewersTicketPageSize} sizes={PAGE_SIZES} onChange={(n) => void s.setTicketPageSize(n)} />}
          />
        </div>
      </div>
      <div className="mv-side">
        <TicketPanel />
        <CreateTicket />
        <ExportBox command="sevu.search" noun="tickets" params={paged.shown?.params ?? null} />
      </div>
    </div>
  );
}
