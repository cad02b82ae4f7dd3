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
}

export interface InsightsPart {
  viewersInsights: InsightsState;
  viewersSharingRule: SharingRule;
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

const idle: InsightsState = { status: 'idle', params: null, result: null, progress: null, error: null };

export function freshInsights(): Pick<InsightsPart, 'viewersInsights' | 'viewersInsightCountries' | 'geoProposal'> {
  return { viewersInsights: idle, viewersInsightCountries: [], geoProposal: null };
}

export const createInsightsPart: SliceCreator<InsightsPart> = (set, get, store) => ({
  ...freshInsights(),
  viewersSharingRule: DEFAULT_SHARING,
  setSharingRule: (patch) => set({ viewersSharingRule: { ...get().viewersSharingRule, ...patch } }),
  runInsights: async () => {
    const filter = get().viewersAttemptFilter;
    const problems = checkAttemptFilter(filter);
    set({ viewersAttemptProblems: problems });
    if (Object.keys(problems).length > 0) return;
    const params = attemptParams(filter);
    const t = await accountTurn(store);
    set({ viewersInsights: { ...get().viewersInsights, status: 'running', params, progress: null, error: null }, viewersInsightCountries: [] });
    const r = await mc().viewers.insightsRun({ params, rule: get().viewersSharingRule }, t.account);
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
