/**
 * Who is looking at the show: every view (an app window, a browser tab, a control
 * surface's event feed) says whether it is visible, and says when it leaves. Main polls
 * while any view is visible or anything is on air; one view hiding or closing never
 * pauses what another shows. A view that never said it left is dropped with its
 * connection (web/socket.ts), so a closed tab cannot hold the show's polls either way.
 */
export class ViewDemand {
  private readonly views = new Map<string, boolean>();

  constructor(private readonly changed: () => void) {}

  report(viewId: string, visible: boolean): void {
    if (this.views.get(viewId) === visible) return;
    this.views.set(viewId, visible);
    this.changed();
  }

  leave(viewId: string): void {
    if (this.views.delete(viewId)) this.changed();
  }

  anyVisible(): boolean {
    for (const visible of this.views.values()) if (visible) return true;
    return false;
  }

  /** How many views are open and how many of them visible (the snapshot says it). */
  counts(): { open: number; visible: number } {
    let visible = 0;
    for (const v of this.views.values()) if (v) visible += 1;
    return { open: this.views.size, visible };
  }
}
