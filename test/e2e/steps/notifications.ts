/** The page's desktop notifications (web mode: the browser's Notification), recorded by title as they are made. */
import type { Page } from '@playwright/test';

/** Replaces the page's Notification with one that records each title; gives what was made so far. */
export async function recordNotifications(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __notes: string[] }).__notes = seen;
    class Recorded {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      constructor(title: string) {
        seen.push(title);
      }
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });
  return () => page.evaluate(() => (window as unknown as { __notes: string[] }).__notes);
}
