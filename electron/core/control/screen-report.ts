/**
 * What the screen reported for the control surfaces (the F9 stream, the open run), and
 * the run's standby moving on in main when a surface fires its cue.
 */
import type { ScreenReport } from '../../../shared/ipc/control';
import { type Sheet, isDestructive } from '../../../shared/domain/sheets/schema';

export class ScreenReports {
  private report: ScreenReport = { f9: null, run: null };
  private readonly listeners = new Set<() => void>();

  current(): ScreenReport {
    return this.report;
  }

  onReport(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(report: ScreenReport): void {
    this.report = report;
    for (const l of this.listeners) l();
  }

  /**
   * A cue of the run was fired from a surface: standby moves to the cue after it, in main,
   * so the run goes on with no screen open (a screen that is open reports the same).
   */
  advance(runId: string, firedCueId: string, sheet: Sheet): void {
    const run = this.report.run;
    if (run === null || run.runId !== runId || run.standby?.cueId !== firedCueId) return;
    const at = sheet.cues.findIndex((c) => c.id === firedCueId);
    const next = at < 0 ? undefined : sheet.cues[at + 1];
    const standby = next ? { cueId: next.id, n: at + 2, name: next.label || `cue ${at + 2}`, destructive: isDestructive(next.action) } : null;
    this.set({ ...this.report, run: { ...run, standby } });
  }
}
