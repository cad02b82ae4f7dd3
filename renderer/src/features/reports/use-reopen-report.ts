/**
 * A 30-day report tab opened with nothing read brings back the account's last query
 * (cached and STALE when offline). Waits for the account to be known.
 */
import { useEffect } from 'react';
import { useMc } from '../../stores/store';
import type { WindowReportName } from './last-queries';

export function useReopenReport(kind: WindowReportName, status: string): void {
  const profileId = useMc((s) => s.accountScope.profileId);
  const reopenReport = useMc((s) => s.reopenReport);
  useEffect(() => {
    if (status === 'idle' && profileId !== null) void reopenReport(kind);
  }, [kind, status, profileId, reopenReport]);
}
