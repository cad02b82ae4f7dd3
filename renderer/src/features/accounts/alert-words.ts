/** A target's last answer in words for the Accounts screen: what it said, when, and what waits. */
import type { AlertTargetView } from '../../../../shared/domain/alerts/target';
import { KIND_WORDS } from '../../../../shared/domain/alerts/target';
import { formatLocal } from '../../../../shared/domain/format';

const PHASE_WORDS = { alert: 'an alert', repeat: 'a repeat', recovery: 'a recovery', test: 'the test alert' } as const;

export interface TargetWords {
  kind: string;
  last: string;
  /** null when its last answer was taken; else the failure for the tag. */
  failed: boolean | null;
  waiting: string | null;
}

export function targetWords(t: AlertTargetView): TargetWords {
  const last = t.last === null ? 'Nothing sent yet' : `${t.last.ok ? 'Took' : 'Did not take'} ${PHASE_WORDS[t.last.phase]} at ${formatLocal(new Date(t.last.at))}: ${t.last.detail}`;
  const parts = [t.queued > 0 ? `${t.queued} waiting to be sent` : null, t.dropped > 0 ? `${t.dropped} dropped unsent while it was down` : null].filter((p) => p !== null);
  return { kind: KIND_WORDS[t.kind], last, failed: t.last === null ? null : !t.last.ok, waiting: parts.length === 0 ? null : parts.join(' · ') };
}
