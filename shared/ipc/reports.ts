/**
 * IPC channels of the Reports area. Owned by the Reports feature; see shared/ipc/define.ts for
 * how to declare a channel. Events this area pushes to the renderer are ReportsEvent.
 */
import type { ChannelSpec } from './define';

export const reportsChannels = {} satisfies Record<string, ChannelSpec>;

export type ReportsEvent = never;
