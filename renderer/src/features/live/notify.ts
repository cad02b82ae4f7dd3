/**
 * A destination that was live failed or vanished: say which, and on which account, in a
 * desktop notification (two accounts' #501 are two notifications).
 * In Electron main already shows every error notice as one (CoreOptions.notify); in web
 * mode the browser's Notification API does it, its permission asked for once.
 */
import { type SessionLost, lostTitle } from '../../../../shared/ipc/live';

const ASKED_KEY = 'mc.notify.asked';

function browserNotifications(): typeof Notification | null {
  const inElectron = typeof navigator !== 'undefined' && navigator.userAgent.includes('Electron');
  return !inElectron && typeof Notification !== 'undefined' ? Notification : null;
}

/** Asks for permission once per browser profile (a denied answer is not asked again). */
export function askNotifyOnce(): void {
  const N = browserNotifications();
  if (N === null || N.permission !== 'default' || localStorage.getItem(ASKED_KEY) !== null) return;
  localStorage.setItem(ASKED_KEY, new Date().toISOString());
  void N.requestPermission();
}

export function notifyLost(lost: SessionLost): void {
  const N = browserNotifications();
  if (N === null || N.permission !== 'granted') return;
  new N(lostTitle(lost), { body: lost.reason, tag: `mc-lost-${lost.account?.id ?? ''}-${lost.key}` });
}
