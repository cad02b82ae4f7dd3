/**
 * The control-surfaces slice: the control API's settings (on/off, address, token, scopes,
 * Companion) and the arms made through it. An API arm joins the shell's armed actions
 * (so Esc and an account switch disarm it, and the account switcher warns) and is shown
 * on Live with its countdown; Esc cancels it in main. While the API runs, the screen
 * reports its F9 stream and open run to main, and a cue fired from a control surface is
 * applied to the run on screen. The token is hidden until the operator shows it (anyone
 * looking at the screen, or reading the page, would otherwise hold it); a new token starts
 * hidden again.
 */
import type { ControlArm, ControlSettings, ScreenReport } from '../../../../shared/ipc/control';
import type { IpcError, IpcResult } from '../../../../shared/ipc/define';
import type { McEvent } from '../../../../shared/ipc/events';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';
import { API_ARM_PREFIX, screenReportOf, withRemoteFire } from './control-state';

interface ControlConfigureInput {
  enabled: boolean;
  port: number;
  destructive: boolean;
  companion: string | null;
}

export interface ControlSlice {
  control: { settings: ControlSettings | null; arms: ControlArm[]; error: IpcError | null; tokenShown: boolean };
  loadControl(): Promise<void>;
  configureControl(input: ControlConfigureInput): Promise<IpcResult<ControlSettings>>;
  rotateControlToken(): Promise<IpcResult<ControlSettings>>;
  showControlToken(shown: boolean): void;
  cancelControlArm(armId: string): Promise<void>;
  controlEvent(event: McEvent): void;
}

export const createControlSlice: SliceCreator<ControlSlice> = (set, get, store) => {
  const patch = (p: Partial<ControlSlice['control']>) => set((s) => ({ control: { ...s.control, ...p } }));
  let reported = '';

  const report = (force = false): void => {
    const s = get();
    if (!s.control.settings?.running) return;
    const next: ScreenReport = screenReportOf(s.live, s.sheets.run);
    const text = JSON.stringify(next);
    if (text === reported && !force) return;
    reported = text;
    void mc().control.report(next);
  };

  store.subscribe((s, prev) => {
    if (s.live.snapshot !== prev.live.snapshot || s.live.selectedStream !== prev.live.selectedStream || s.sheets.run !== prev.sheets.run) report();
    // Esc anywhere (or an account switch) disarms everything: API arms too, in main.
    if (s.disarmEpoch !== prev.disarmEpoch) for (const arm of s.control.arms) void get().cancelControlArm(arm.armId);
  });

  const applyArms = (arms: ControlArm[]): void => {
    const before = get().control.arms;
    patch({ arms });
    for (const a of before) if (!arms.some((x) => x.armId === a.armId)) get().setArmed(API_ARM_PREFIX + a.armId, null);
    for (const a of arms) get().setArmed(API_ARM_PREFIX + a.armId, `${a.action} (armed from ${a.client})`);
  };

  const applySettings = (settings: ControlSettings): void => {
    const before = get().control;
    const wasRunning = before.settings?.running === true;
    patch({ settings, error: null, tokenShown: before.tokenShown && before.settings?.token === settings.token });
    if (settings.running && !wasRunning) report(true);
  };

  return {
    control: { settings: null, arms: [], error: null, tokenShown: false },
    loadControl: async () => {
      const r = await mc().control.settings({});
      if (r.ok) applySettings(r.value);
      else patch({ error: r.error });
    },
    configureControl: async (input) => {
      const r = await mc().control.configure(input);
      if (r.ok) applySettings(r.value);
      return r;
    },
    rotateControlToken: async () => {
      const r = await mc().control.rotateToken({});
      if (r.ok) applySettings(r.value);
      return r;
    },
    showControlToken: (shown) => patch({ tokenShown: shown }),
    cancelControlArm: async (armId) => {
      await mc().control.cancelArm({ armId });
    },
    controlEvent: (event) => {
      if (event.type === 'control.arms') applyArms(event.arms);
      else if (event.type === 'control.settings') applySettings(event.settings);
      else if (event.type === 'control.cueFired') {
        const run = get().sheets.run;
        if (run?.runId !== event.runId) return;
        set((s) => ({ sheets: { ...s.sheets, run: withRemoteFire(run, event.cueId, event.outcome) } }));
      }
    },
  };
};
