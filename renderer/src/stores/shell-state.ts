/** Pure transitions behind the shell slice (tested in test/renderer/stores). */

export interface Notice {
  id: number;
  level: 'info' | 'warning' | 'error';
  title: string;
  body: string;
  /** What it is about, when main can tell it ended ("lost <account> <key>"). */
  cause?: string;
  /** Its cause ended: why and when ("Back LIVE", ISO). It leaves the bar and stays in the tray's history. */
  resolved?: { words: string; at: string };
}

/** At most this many notices are kept (on the bar and in the tray's history); the oldest go first. */
export const MAX_NOTICES = 4;

let nextNoticeId = 1;

export function addNotice(list: Notice[], notice: Omit<Notice, 'id' | 'resolved'>): Notice[] {
  // The same notice twice in a row (a flapping push) shows once.
  const last = list[list.length - 1];
  if (last && last.resolved === undefined && last.title === notice.title && last.body === notice.body && last.level === notice.level) return list;
  const next = [...list, { ...notice, id: nextNoticeId++ }];
  return next.slice(-MAX_NOTICES);
}

/** Main said a cause ended: every open notice of that cause is resolved, with why and when. */
export function resolveNotices(list: Notice[], cause: string, words: string, at: string): Notice[] {
  if (!list.some((n) => n.cause === cause && n.resolved === undefined)) return list;
  return list.map((n) => (n.cause === cause && n.resolved === undefined ? { ...n, resolved: { words, at } } : n));
}

/** What the tray shows: the newest notice still in force on the bar, the rest (newest first, resolved ones too) behind "N more". */
export function trayOf(list: readonly Notice[]): { current: Notice | null; history: Notice[] } {
  const current = list.findLast((n) => n.resolved === undefined) ?? null;
  return { current, history: list.filter((n) => n !== current).reverse() };
}

export function dismissNotice(list: Notice[], id: number): Notice[] {
  return list.filter((n) => n.id !== id);
}

export function withArmed(armed: Record<string, string>, id: string, consequence: string): Record<string, string> {
  return armed[id] === consequence ? armed : { ...armed, [id]: consequence };
}

export function withoutArmed(armed: Record<string, string>, id: string): Record<string, string> {
  if (!(id in armed)) return armed;
  const next = { ...armed };
  delete next[id];
  return next;
}

/** What the account switcher says before switching while something is armed. */
export function armedWarning(armed: Record<string, string>): string | null {
  const list = Object.values(armed);
  if (list.length === 0) return null;
  if (list.length === 1) return `A live action is armed (“${list[0]}”). Switching accounts disarms it.`;
  return `${list.length} live actions are armed. Switching accounts disarms them.`;
}
