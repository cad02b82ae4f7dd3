/**
 * The app's attempt insights: one run at a time (the Attempts screen shows one), its
 * progress relayed as `viewers.insights` events, cancelled on request, by a newer run, or
 * on shutdown. The answer is the aggregate tables, never the attempts, read from the
 * service or from this machine's archive. The IP data is opened on the first run and kept.
 */
import { randomUUID } from 'node:crypto';
import type { AttemptInsights, InsightsProgress, IpDataAbout, SharingRule } from '../../../shared/domain/insights/types';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { EventSink } from '../deps';
import type { ViewersCall } from '../viewers/export-run';
import type { IpLookup } from './ip-data';
import { type InsightsOutcome, runInsights } from './run';
import type { ArchiveInsightsOptions } from '../archive/insights';
import type { DateRange } from '../archive/protocol';

/** Most rows of the network table sent to the renderer: the rest are summed into one row. */
const NETWORK_ROWS = 500;

export interface InsightsService {
  run(input: { params: Record<string, unknown>; rule: SharingRule; from?: 'service' | 'archive'; range?: DateRange }): Promise<IpcResult<AttemptInsights & { about: IpDataAbout }>>;
  cancel(): Promise<IpcResult<{ cancelled: boolean }>>;
  dispose(): void;
}

export interface InsightsServiceDeps {
  call: ViewersCall;
  events: EventSink;
  ipData: () => Promise<IpLookup>;
  account?: () => string;
  /** The same tables over this machine's archive of the account (core/archive); absent, only the service is read. */
  fromArchive?: (o: ArchiveInsightsOptions) => Promise<InsightsOutcome>;
}

export function createInsightsService(deps: InsightsServiceDeps): InsightsService {
  let current: { controller: AbortController; done: Promise<unknown> } | null = null;
  let disposed = false;
  return {
    async run(input) {
      current?.controller.abort();
      const controller = new AbortController();
      const account = deps.account?.();
      // Every page from the account the run started on (a switch refuses the next page).
      const call: ViewersCall = account === undefined ? deps.call : (command, params, options) => deps.call(command, params, { ...options, account });
      let ip: IpLookup;
      try {
        ip = await deps.ipData();
      } catch (e) {
        return fail({ kind: 'io_error', message: `The offline IP data could not be read (${(e as NodeJS.ErrnoException).code ?? String(e)}); reinstall the console.` });
      }
      if (disposed || controller.signal.aborted) return fail({ kind: 'cancelled', message: 'The insights run was cancelled.' });
      const common = { id: randomUUID(), rule: input.rule, ip, signal: controller.signal, onProgress: (progress: InsightsProgress) => deps.events.emit({ type: 'viewers.insights', progress }) };
      const done = input.from === 'archive' && deps.fromArchive !== undefined
        ? deps.fromArchive({ ...common, range: input.range ?? {} })
        : runInsights({ ...common, call, params: input.params });
      const mine = { controller, done };
      current = mine;
      const r = await done;
      if (current === mine) current = null;
      if (!r.ok) return fail(r.error);
      return ok({ ...capNetworks(r.value), about: ip.about });
    },
    async cancel() {
      const running = current;
      if (running === null) return ok({ cancelled: false });
      running.controller.abort();
      await running.done;
      return ok({ cancelled: true });
    },
    dispose() {
      disposed = true;
      current?.controller.abort();
    },
  };
}

/** Real traffic can come from thousands of networks: the long tail becomes one "other networks" row. */
function capNetworks(r: AttemptInsights): AttemptInsights {
  if (r.networks.length <= NETWORK_ROWS) return r;
  const tail = r.networks.slice(NETWORK_ROWS - 1);
  const sum = (pick: (n: (typeof tail)[number]) => number): number => tail.reduce((s, n) => s + pick(n), 0);
  const other = { asn: null, name: `${tail.length.toLocaleString('en-US')} other networks`, attempts: sum((n) => n.attempts), accepted: sum((n) => n.accepted), rejected: sum((n) => n.rejected), share: sum((n) => n.share), reasons: [] };
  return { ...r, networks: [...r.networks.slice(0, NETWORK_ROWS - 1), other] };
}
