/**
 * IPC channels of the Viewers area. Owned by the Viewers feature; see shared/ipc/define.ts for
 * how to declare a channel. Events this area pushes to the renderer are ViewersEvent.
 */
import type { ChannelSpec } from './define';

export const viewersChannels = {} satisfies Record<string, ChannelSpec>;

export type ViewersEvent = never;
