/** The audit log, read side. Writing happens in main around every mutating call. */
import { z } from 'zod';
import type { AuditEntry } from '../domain/audit';
import { type ChannelSpec, channel } from './define';

export interface ActivityList {
  entries: AuditEntry[];
  /** Torn (incomplete) lines skipped when the log was read: a crash mid-write. */
  tornLines: number;
  /** Outcome lines whose intent is nowhere in the log (its line was lost): counted, not dropped silently. */
  orphanedLines: number;
  total: number;
}

/**
 * The most entries a list answer holds and an open Activity screen keeps: enough for a
 * long show's scroll-back, and a ceiling so a 12-hour show's appends cannot grow the page.
 */
export const ACTIVITY_LIST_LIMIT = 5000;

export const activityChannels = {
  list: channel<ActivityList>()(
    z.strictObject({
      command: z.string().optional(),
      outcome: z.enum(['ok', 'failed', 'unknown', 'not_sent', 'refused', 'pending']).optional(),
      profileId: z.string().optional(),
      limit: z.number().int().positive().max(100_000).default(ACTIVITY_LIST_LIMIT),
    }),
    'Audit entries, newest first',
  ),
} satisfies Record<string, ChannelSpec>;

export type ActivityEvent = { type: 'audit.appended'; entry: AuditEntry };
