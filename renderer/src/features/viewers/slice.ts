/**
 * The Viewers area's slice of the store: Tickets, Attempts (insights and the archive
 * included), Stream users and exports.
 * Each part is its own module; paging transitions are pure functions in paged.ts.
 */
import type { FreshForAccount } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';
import { type AttemptsPart, createAttemptsPart, freshAttempts } from './attempts-part';
import { type ArchivePart, createArchivePart, freshArchive } from './archive-part';
import { type ArchiveGridPart, createArchiveGridPart, freshArchiveGrid } from './archive-grid-part';
import { type ArchiveSettingsPart, createArchiveSettingsPart, freshArchiveSettings } from './archive-settings-part';
import { type ExportsPart, createExportsPart } from './exports-part';
import { type InsightsPart, createInsightsPart, freshInsights } from './insights-part';
import { type StreamUsersPart, createStreamUsersPart, freshStreamUsers } from './stream-users-part';
import { type TicketsPart, createTicketsPart, freshTickets } from './tickets-part';

export type ViewersSlice = TicketsPart & AttemptsPart & StreamUsersPart & ExportsPart & InsightsPart & ArchivePart & ArchiveGridPart & ArchiveSettingsPart;

/** Another account's Tickets, Attempts and Stream users start from nothing; export progress is shown for runs started on it only. */
export const freshViewers: FreshForAccount = () => ({ ...freshTickets(), ...freshAttempts(), ...freshStreamUsers(), ...freshInsights(), ...freshArchive(), ...freshArchiveGrid(), ...freshArchiveSettings(), viewersExports: {}, viewersExportSearch: {} });

export const createViewersSlice: SliceCreator<ViewersSlice> = (...a) => ({
  ...createTicketsPart(...a),
  ...createAttemptsPart(...a),
  ...createStreamUsersPart(...a),
  ...createExportsPart(...a),
  ...createInsightsPart(...a),
  ...createArchivePart(...a),
  ...createArchiveGridPart(...a),
  ...createArchiveSettingsPart(...a),
});
