/**
 * Each account's alert targets as main answers them (kind, label, the URL's host and the
 * last answer; never the URL or the signing secret), kept per account and replaced by every
 * `alerts.changed` main sends after an edit or an answer. A new target's URL and secret pass
 * through `addAlertTarget` on their way to main and are not kept here.
 */
import type { AlertTargetKind, AlertTargetView } from '../../../../shared/domain/alerts/target';
import { type IpcResult, fail, ok } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';

export interface NewAlertTarget {
  kind: AlertTargetKind;
  label: string;
  url: string;
  secret?: string;
}

export interface AlertsSlice {
  alertTargets: Record<string, AlertTargetView[]>;
  loadAlertTargets(account: string): Promise<void>;
  alertTargetsChanged(account: string, targets: AlertTargetView[]): void;
  addAlertTarget(account: string, target: NewAlertTarget): Promise<IpcResult<AlertTargetView>>;
  removeAlertTarget(account: string, id: string): Promise<IpcResult<null>>;
  /** Sends a test alert; a target that did not take it is a failure in the target's words. */
  testAlertTarget(account: string, id: string): Promise<IpcResult<AlertTargetView>>;
}

/** The button's outcome: the press went through, but a target that did not take it failed. */
export function testOutcome(r: IpcResult<AlertTargetView>): IpcResult<AlertTargetView> {
  if (!r.ok || r.value.last === null || r.value.last.ok) return r;
  return fail({ kind: 'io_error', message: `The target ${r.value.last.detail}.` });
}

/** A random signing secret for a new webhook (64 hex characters), to copy into the receiver. */
export function newSigningSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const createAlertsSlice: SliceCreator<AlertsSlice> = (set, get) => {
  const keepOne = (account: string, view: AlertTargetView): void =>
    set((s) => {
      const list = s.alertTargets[account] ?? [];
      const at = list.findIndex((t) => t.id === view.id);
      return { alertTargets: { ...s.alertTargets, [account]: at < 0 ? [...list, view] : list.map((t) => (t.id === view.id ? view : t)) } };
    });
  return {
    alertTargets: {},
    loadAlertTargets: async (account) => {
      const r = await mc().alerts.targets({ account });
      if (r.ok) get().alertTargetsChanged(account, r.value);
    },
    alertTargetsChanged: (account, targets) => set((s) => ({ alertTargets: { ...s.alertTargets, [account]: targets } })),
    addAlertTarget: async (account, target) => {
      const r = await mc().alerts.add({ account, ...target });
      if (r.ok) keepOne(account, r.value);
      return r;
    },
    removeAlertTarget: async (account, id) => {
      const r = await mc().alerts.remove({ account, id });
      if (r.ok) set((s) => ({ alertTargets: { ...s.alertTargets, [account]: (s.alertTargets[account] ?? []).filter((t) => t.id !== id) } }));
      return r.ok ? ok(null) : r;
    },
    testAlertTarget: async (account, id) => {
      const r = await mc().alerts.test({ account, id });
      if (r.ok) keepOne(account, r.value);
      return testOutcome(r);
    },
  };
};
