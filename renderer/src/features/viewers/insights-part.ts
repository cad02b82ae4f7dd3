/**
 * Attempt insights for the Attempts filter: asks main for the tables (main pages through
 * every matching attempt and answers with aggregates only), keeps the run's progress from
 * `viewers.insights` events, cancels, and turns chosen countries into a Geo proposal that
 * the Geo screen opens with (nothing is sent from here). Part of the Viewers slice.
 */
import { type AttemptInsights, DEFAULT_SHARING, type InsightsProgress, type IpDataAbout, type SharingRule } from '../../../../shared/domain/insights/types';
import type { GeoProposal } from '../../../../shared/domain/insights/geo-proposal';
import { type AttemptParams, attemptParams, checkAttemptFilter } from '../../../../shared/domain/viewers/filters';
import type { IpcError } from '../../../../shared/ipc/define';
import type { McEvent } from '../../../../shared/ipc/events';
import { mc } from '../../bridge/mc';
import { accountTurn } from '../../stores/account-scope';
import type { SliceCreator } from '../../stores/slice';

export interface InsightsState {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** The filters the tables (or the run) are for. */
  params: AttemptParams | null;
  result: (AttemptInsights & { about: IpDataAbout }) | null;
  progress: InsightsProgress | null;
  error: IpcError | null;
  /** Where the tables (or the run) read from, in words: "the service", "the archive, all dates". */
  source: string | null;
}

/** Where Insights read: the service (with the Attempts filters) or this machine's archive (UTC days; '' = open end). */
export interface InsightsSource {
  from: 'service' | 'archive';
  fromDate: string;
  toDate: string;
}

export interface InsightsPart {
  viewersInsights: InsightsState;
  viewersSharingRule: SharingRule;
  viewersInsightsSource: InsightsSource;
  setInsightsSource(patch: Partial<InsightsSource>): void;
  /** Countries ticked in the country table (codes). */
  viewersInsightCountries: string[];
  /** Read by the Geo screen when it opens, then cleared. */
  geoProposal: GeoProposal | null;
  setSharingRule(patch: Partial<SharingRule>): void;
  runInsights(): Promise<void>;
  cancelInsights(): Promise<void>;
  toggleInsightCountry(code: string): void;
  proposeGeo(p: GeoProposal): void;
  clearGeoProposal(): void;
  insightsEvent(event: McEvent): void;
}

const idle: InsightsState = { status: 'idle', params: null, result: null, progress: null, error: null, source: null };

export function freshInsights(): Pick<InsightsPart, 'viewersInsights' | 'viewersInsightCountries' | 'geoProposal'> {
  return { viewersInsights: idle, viewersInsightCountries: [], geoProposal: null };
}

export const createInsightsPart: SliceCreator<InsightsPart> = (set, get, store) => ({
  ...freshInsights(),
  viewersSharingRule: DEFAULT_SHARING,
  viewersInsightsSource: { from: 'service', fromDate: '', toDate: '' },
  setSharingRule: (patch) => set({ viewersSharingRule: { ...get().viewersSharingRule, ...patch } }),
  setInsightsSource: (patch) => set({ viewersInsightsSource: { ...get().viewersInsightsSource, ...patch } }),
  runInsights: async () => {
    const src = get().viewersInsightsSource;
    const archive = src.from === 'archive';
    const filter = get().viewersAttemptFilter;
    // The Attempts filters are the service's; the archive is read by date only.
    const problems = archive ? {} : checkAttemptFilter(filter);
    set({ viewersAttemptProblems: problems });
    if (Object.keys(problems).length > 0) return;
    const params = archive ? {} : attemptParams(filter);
    const range = { ...(src.fromDate ? { fromDate: src.fromDate } : {}), ...(src.toDate ? { toDate: src.toDate } : {}) };
    const source = archive ? `the archive, ${sourceDays(src)}` : 'the service';
    const t = await accountTurn(store);
    set({ viewersInsights: { ...get().viewersInsights, status: 'running', params, progress: null, error: null, source }, viewersInsightCountries: [] });
    const r = await mc().viewers.insightsRun({ params, rule: get().viewersSharingRule, from: src.from, range }, t.account);
    // A newer run (or another account) owns the view now.
    if (!t.current() || get().viewersInsights.params !== params) return;
    set({ viewersInsights: r.ok ? { ...get().viewersInsights, status: 'done', result: r.value } : { ...get().viewersInsights, status: 'failed', error: r.error } });
  },
  cancelInsights: async () => {
    await mc().viewers.insightsCancel({});
  },
  toggleInsightCountry: (code) => {
    const now = get().viewersInsightCountries;
    set({ viewersInsightCountries: now.includes(code) ? now.filter((c) => c !== code) : [...now, code] });
  },
  proposeGeo: (p) => set({ geoProposal: p }),
  clearGeoProposal: () => set({ geoProposal: null }),
  insightsEvent: (event) => {
    if (event.type !== 'viewers.insights') return;
    const now = get().viewersInsights;
    if (now.status !== 'running') return;
    if (now.progress !== null && now.progress.id === event.progress.id && now.progress.attempts > event.progress.attempts) return;
    set({ viewersInsights: { ...now, progress: event.progress } });
  },
});

/** The archive's range in words: "all dates", "from 2026-01-01", "2026-01-01 to 2026-01-31" (UTC days). */
function sourceDays(s: InsightsSource): string {
  if (!s.fromDate && !s.toDate) return 'all dates';
  if (!s.toDate) return `from ${s.fromDate} (UTC)`;
  if (!s.fromDate) return `up to ${s.toDate} (UTC)`;
  return `${s.fromDate} to ${s.toDate} (UTC)`;
}
