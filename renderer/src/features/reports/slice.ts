/** The Reports area's slice of the store. Owned by the Reports feature. */
import type { SliceCreator } from '../../stores/slice';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ReportsSlice {}

export const createReportsSlice: SliceCreator<ReportsSlice> = () => ({});
