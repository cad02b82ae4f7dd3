/** The Viewers area's slice of the store. Owned by the Viewers feature. */
import type { SliceCreator } from '../../stores/slice';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ViewersSlice {}

export const createViewersSlice: SliceCreator<ViewersSlice> = () => ({});
