/**
 * The Viewers area's slice of the store: Tickets, Attempts, Stream users and exports.
 * Each part is its own module; paging transitions are pure functions in paged.ts.
 */
import type { SliceCreator } from '../../stores/slice';
import { type AttemptsPart, createAttemptsPart } from './attempts-part';
import { type ExportsPart, createExportsPart } from './exports-part';
import { type StreamUsersPart, createStreamUsersPart } from './stream-users-part';
import { type TicketsPart, createTicketsPart } from './tickets-part';

export type ViewersSlice = TicketsPart & AttemptsPart & StreamUsersPart & ExportsPart;

export const createViewersSlice: SliceCreator<ViewersSlice> = (...a) => ({
  ...createTicketsPart(...a),
  ...createAttemptsPart(...a),
  ...createStreamUsersPart(...a),
  ...createExportsPart(...a),
});
