/** The audit log, read side. Writing happens in main around every mutating call. */
import { z } from 'zod';
import type { AuditEntry } from '../domain/audit';
import { type ChannelSpec, channel } from './define';

export interface ActivityList {
  entries: AuditEntry[];
  /** Torn (incomplete) lines skipped when the log was read: a crash mid-write. */
  tornLines: number;
  total: number;
}

export const activityChannels = {
  list: channel<ActivityList>()(
    z.strictObject({
      command: z.string().optional(),
      outcome: z.enum(['ok', 'failed', 'unknown', 'not_sent', 'refused', 'pending']).optional(),
      profileId: z.string().optional(),
      limit: z.number().int().positive().max(100_000).default(5000),
    }),
    'Audit entries, newest first',
  ),
} satisfies Record<string, ChannelSpec>;

export type ActivityEvent = { type: 'audit.appended'; entry: AuditEntry };
