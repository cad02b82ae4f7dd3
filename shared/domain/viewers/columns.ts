/**
 * The CSV columns of tickets and attempts, in the spec's member order. One list serves
 * the full export in main and the grid's "Export CSV" of a page in the renderer, so the
 * two files of one search have the same header and the same cell forms.
 */
import type { Attempt, Ticket } from '../../api/records';
import type { CsvColumn } from '../csv-format';

const text = (v: string | null | undefined): string => v ?? '';
const int = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v));
/** Flags as the API writes them (1/0); empty when the server left the member out. */
const flag = (v: boolean | null | undefined): string => (v === null || v === undefined ? '' : v ? '1' : '0');

export const ticketColumns: readonly CsvColumn<Ticket>[] = [
  { key: 'key', cell: (t) => t.key },
  { key: 'pass', cell: (t) => text(t.pass) },
  { key: 'ip', cell: (t) => text(t.ip) },
  { key: 'video', cell: (t) => text(t.video) },
  { key: 'app', cell: (t) => text(t.app) },
  { key: 'created_date', cell: (t) => text(t.created_date) },
  /** Empty for a never-used ticket (the API's all-zero date). */
  { key: 'used_date', cell: (t) => text(t.used_date) },
  { key: 'uses', cell: (t) => int(t.uses) },
  { key: 'active', cell: (t) => flag(t.active) },
];

export const attemptColumns: readonly CsvColumn<Attempt>[] = [
  { key: 'key', cell: (a) => a.key },
  { key: 'datetime', cell: (a) => text(a.datetime) },
  { key: 'ip', cell: (a) => text(a.ip) },
  { key: 'video', cell: (a) => text(a.video) },
  { key: 'app', cell: (a) => text(a.app) },
  { key: 'appinst', cell: (a) => text(a.appinst) },
  { key: 'pageurl', cell: (a) => text(a.pageurl) },
  { key: 'refurl', cell: (a) => text(a.refurl) },
  { key: 'success', cell: (a) => flag(a.success) },
  { key: 'reason', cell: (a) => a.reason },
  { key: 'server_ip', cell: (a) => text(a.server_ip) },
];
