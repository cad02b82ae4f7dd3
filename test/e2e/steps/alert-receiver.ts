/**
 * A team's endpoint for alert e2e: a loopback HTTP receiver that keeps every body it got
 * and answers with the status a test sets (200: it takes alerts; 503: it is down, and the
 * console's bounded tries all fail), and the Accounts form that points Sandbox's alerts at it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page, expect } from '@playwright/test';
import { openScreen } from './screens';

export interface LoopbackReceiver {
  url(path: string): string;
  /** The `text` of every body that reached it, in order (tries that were refused included). */
  texts: string[];
  answer: number;
  close(): Promise<void>;
}

export async function loopbackReceiver(answer = 200): Promise<LoopbackReceiver> {
  const texts: string[] = [];
  const r: LoopbackReceiver = { texts, answer, url: () => '', close: async () => undefined };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => (texts.push(JSON.parse(body).text as string), res.writeHead(r.answer).end(r.answer === 200 ? 'ok' : 'down for maintenance')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  r.url = (path) => `http://127.0.0.1:${port}${path}`;
  r.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return r;
}

/** Adds a Slack-compatible alert target to Sandbox on the Accounts screen. */
export async function addSlackTarget(page: Page, label: string, url: string): Promise<void> {
  await openScreen(page, 'Accounts');
  await page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: /^Sandbox/ }).click();
  const form = page.getByRole('region', { name: 'Alert targets of Sandbox' }).getByRole('form', { name: 'Add an alert target' });
  await form.getByLabel('Kind').selectOption({ label: 'Slack-compatible webhook' });
  await form.getByLabel('Label').fill(label);
  await form.getByLabel('URL').fill(url);
  await form.getByRole('button', { name: 'Add target' }).click();
  await expect(form.getByText(`Added ${label}`)).toBeVisible();
}
