/**
 * Reopening a 30-day report on the account's last query (a reload, another account): the
 * Reports slice's reopenReport action and how it reads and restores the pickers.
 */
import type { SliceCreator } from '../../stores/slice';
import { type WindowReportName, lastQuery } from './last-queries';
import type { ReportPicks, ReportsSlice, Targets } from './slice-types';
import { VIEW_OF } from './window-reads';

type SliceArgs = Parameters<SliceCreator<ReportsSlice>>;

export function createReopenReport(set: SliceArgs[0], get: SliceArgs[1]): Pick<ReportsSlice, 'reopenReport'> {
  return {
    reopenReport: async (report) => {
      const profileId = get().accountScope.profileId;
      if (profileId === null || get()[VIEW_OF[report]].status !== 'idle' || hasPicks(get().reportsPicks, report)) return;
      const last = lastQuery(profileId, report);
      if (last === null) return;
      set({ reportsPeriod: last.period, reportsPicks: { ...get().reportsPicks, ...picksOf(report, last.targets) } });
      const load = { sql: get().loadSql, cdn: get().loadCdn, servers: get().loadServers }[report];
      await load(last.targets);
    },
  };
}

/** Something typed or ticked for the report: the operator's own picks are never replaced. */
function hasPicks(picks: ReportPicks, report: WindowReportName): boolean {
  if (report === 'sql') return picks.sqlUsers.trim() !== '';
  const choice = picks[report];
  return choice.checked.length > 0 || choice.typed.trim() !== '';
}

/** Targets back into the pickers: names ticked (the picker lists them even when unlisted), ids typed. */
function picksOf(report: WindowReportName, targets: Targets): Partial<ReportPicks> {
  if (report === 'sql') return { sqlUsers: targets.join(', ') };
  const checked = targets.filter((t): t is string => typeof t === 'string');
  const typed = targets.filter((t) => typeof t === 'number').join(', ');
  return { [report]: { checked, typed } };
}
