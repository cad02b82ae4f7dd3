/** The Live area's slice of the store. Owned by the Live feature. */
import type { SliceCreator } from '../../stores/slice';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LiveSlice {}

export const createLiveSlice: SliceCreator<LiveSlice> = () => ({});
