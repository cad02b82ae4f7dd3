/**
 * IPC channels of the Reports area: none. Every report is a catalog read made through
 * `api.call` (shared/ipc/api.ts) with a cache key, and shaped in the renderer by the pure
 * functions of shared/domain/reports, so nothing here restates a command's shape.
 */
import type { ChannelSpec } from './define';

export const reportsChannels = {} satisfies Record<string, ChannelSpec>;

/** The area pushes no events. */
export type ReportsEvent = never;
