/**
 * IPC channels of the Live area. Owned by the Live feature; see shared/ipc/define.ts for
 * how to declare a channel. Events this area pushes to the renderer are LiveEvent.
 */
import type { ChannelSpec } from './define';

export const liveChannels = {} satisfies Record<string, ChannelSpec>;

export type LiveEvent = never;
