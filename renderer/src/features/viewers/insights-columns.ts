/**
 * Columns of the insights tables: what the grids show, and the CSV columns their "Export CSV"
 * writes through the grids' one writer (csvText of shared/domain/csv-format, formula-safe). Network data is CC BY 4.0: its CSV rows carry the credit.
 */
import type { ColDef } from 'ag-grid-community';
import type { CsvColumn } from '../../../../shared/domain/csv-format';
import { KEY, KEY_RIGHT } from '../../components/grid-key';
import type { CountryRow, NetworkRow, PlaceRow, SharedKey } from '../../../../shared/domain/insights/types';
import { countryName, pct } from '../../../../shared/domain/insights/words';
import { CountryPick } from './InsightCells';

const reasonsText = (p: PlaceRow): string => p.reasons.map((r) => `${r.reason} ${r.count}`).join('; ');
const num = { type: 'rightAligned', width: 100 };
/**
 * The counts stay in view beside the Geo decision panel at 1280 px (marked key columns);
 * the reasons, networks and addresses after them scroll sideways. No column filter on a
 * count (the grid's filter box finds rows): its header button would push Rejected under
 * the scrollbar.
 */
const keyNum = { ...KEY_RIGHT, width: 110, filter: false };
const NETWORK_CREDIT = 'RouteViews, NRO, DB-IP (CC BY 4.0)';

/** The tally a country row and a network row share: counts, share and reasons, in the grid… */
function tallyColumns<R extends PlaceRow>(): ColDef<R>[] {
  return [
    { colId: 'attempts', headerName: 'Attempts', valueGetter: (p) => p.data?.attempts, ...keyNum, sort: 'desc' },
    { colId: 'share', headerName: 'Share', valueGetter: (p) => p.data?.share, ...keyNum, valueFormatter: (p) => pct(p.value ?? 0) },
    { colId: 'accepted', headerName: 'Accepted', valueGetter: (p) => p.data?.accepted, ...keyNum },
    { colId: 'rejected', headerName: 'Rejected', valueGetter: (p) => p.data?.rejected, ...keyNum },
    { colId: 'reasons', headerName: 'By reason', valueGetter: (p) => (p.data ? reasonsText(p.data) : ''), width: 320 },
  ];
}

/** …and in its CSV, with the results marked approximate. */
const tallyCsv: CsvColumn<PlaceRow>[] = [
  { key: 'attempts', cell: (r) => String(r.attempts) },
  { key: 'share', cell: (r) => r.share.toFixed(4) },
  { key: 'accepted', cell: (r) => String(r.accepted) },
  { key: 'rejected', cell: (r) => String(r.rejected) },
  { key: 'reasons', cell: reasonsText },
  { key: 'approximate', cell: () => 'yes' },
];

export type CountryGridRow = CountryRow & { name: string };

export const countryGridColumns: ColDef<CountryGridRow>[] = [
  { headerName: 'Pick', cellRenderer: CountryPick, width: 70, sortable: false, filter: false, ...KEY },
  { field: 'code', headerName: 'Code', width: 80, valueFormatter: (p) => p.value ?? '—', ...KEY },
  // A fixed width (long names end in "…", whole on hover) so the counts clear the scrollbar at 1280 px.
  { field: 'name', headerName: 'Country', width: 140, suppressAutoSize: true, tooltipField: 'name', ...KEY },
  ...tallyColumns<CountryGridRow>(),
];

export const countryCsv: CsvColumn<CountryGridRow>[] = [
  { key: 'country_code', cell: (r) => r.code ?? '' },
  { key: 'country', cell: (r) => r.name },
  ...tallyCsv,
];

export const networkGridColumns: ColDef<NetworkRow>[] = [
  { field: 'asn', headerName: 'AS', width: 100, valueFormatter: (p) => (p.value === null || p.value === undefined ? '—' : `AS${p.value}`), ...KEY },
  { field: 'name', headerName: 'Network', width: 180, maxWidth: 180, tooltipField: 'name', ...KEY },
  ...tallyColumns<NetworkRow>(),
];

export const networkCsv: CsvColumn<NetworkRow>[] = [
  { key: 'asn', cell: (r) => (r.asn === null ? '' : String(r.asn)) },
  { key: 'network', cell: (r) => r.name },
  ...tallyCsv,
  { key: 'network_data', cell: () => NETWORK_CREDIT },
];

export const sharedGridColumns: ColDef<SharedKey>[] = [
  { field: 'key', headerName: 'Key', cellClass: 'mv-mono', width: 180, ...KEY },
  { colId: 'countries', headerName: 'Countries', valueGetter: (p) => p.data?.countries.join(' ') ?? '', width: 130, ...KEY },
  { colId: 'ipCount', headerName: 'Addresses', valueGetter: (p) => p.data?.ips.length ?? 0, ...keyNum },
  { colId: 'networks', headerName: 'Networks', valueGetter: (p) => p.data?.networks.map((a) => `AS${a}`).join(' ') ?? '', width: 160 },
  { field: 'firstSeen', headerName: 'First seen', width: 160 },
  { field: 'lastSeen', headerName: 'Last seen', width: 160 },
  { field: 'accepted', headerName: 'Accepted', ...num },
  { field: 'rejected', headerName: 'Rejected', ...num },
  { colId: 'ips', headerName: 'Addresses used', valueGetter: (p) => p.data?.ips.join(' ') ?? '', width: 300 },
];

export const sharedCsv: CsvColumn<SharedKey>[] = [
  { key: 'key', cell: (r) => r.key },
  { key: 'countries', cell: (r) => r.countries.join(' ') },
  { key: 'country_names', cell: (r) => r.countries.map(countryName).join('; ') },
  { key: 'networks', cell: (r) => r.networks.map((a) => `AS${a}`).join(' ') },
  { key: 'addresses', cell: (r) => r.ips.join(' ') },
  { key: 'first_seen', cell: (r) => r.firstSeen },
  { key: 'last_seen', cell: (r) => r.lastSeen },
  { key: 'accepted', cell: (r) => String(r.accepted) },
  { key: 'rejected', cell: (r) => String(r.rejected) },
  { key: 'approximate', cell: () => 'yes' },
  { key: 'network_data', cell: () => NETWORK_CREDIT },
];
