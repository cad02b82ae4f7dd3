/**
 * Every account's show in one line each, for every view's status bar and account switch:
 * main runs each account's show whether or not it is on screen, so a view names what the
 * accounts it does not show are doing ("Client B: 2 LIVE · 1 RECONNECTING") and says STALE
 * in words when that account's board has not been read for longer than it should.
 */
import { z } from 'zod';
import type { DestState } from '../domain/live/board';
import { type ChannelSpec, channel } from './define';

/** The states a show line counts: on air, coming back, or in trouble (OFF and STOPPED say nothing). */
export const SHOW_STATES = ['live', 'reconnecting', 'connecting', 'disconnecting', 'unknown', 'failed'] as const satisfies readonly DestState[];
export type ShowState = (typeof SHOW_STATES)[number];

export interface AccountShow {
  profileId: string;
  /** How many of the account's destinations are in each counted state, in SHOW_STATES' order (none at 0). */
  counts: Array<{ state: ShowState; count: number }>;
  /** ISO time of the account's last read of its board, or null when main has none. */
  readAt: string | null;
  /** The board reads STALE once readAt is older than this (the account's two polls and a grace). */
  staleAfterMs: number;
}

export const showsChannels = {
  list: channel<AccountShow[]>()(z.strictObject({}), "Every account's show: how many destinations are in each on-air or trouble state, and when its board was read"),
} satisfies Record<string, ChannelSpec>;

export type ShowsEvent = { type: 'live.shows'; shows: AccountShow[] };
