/**
 * Tickets, Attempts and Stream users end to end: web mode + the sandbox account, in
 * Chromium: filter tickets and page forward and back; open a ticket and see its attempts;
 * create a ticket and find it by key; revoke needs two presses; filter rejected attempts
 * and see the reason chart; remove a stream user; export 10,000 attempts and check the
 * file's row count and quoting; and a running export that outlives a visit to another
 * screen, cancelled into a valid partial file.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readCsv } from '../unit/viewers/csv-read';
import { expect, test } from './fixtures';
import { grid, search, searchButton } from './steps/grids';
import { openScreen } from './steps/screens';
import { armGap } from './steps/arm';

async function createTicket(page: Page, fields: { app: string; video: string; uses?: string }): Promise<{ key: string; pass: string }> {
  const form = page.getByRole('region', { name: 'New ticket' });
  await form.getByLabel('Application(s)').fill(fields.app);
  await form.getByLabel('Video(s)').fill(fields.video);
  if (fields.uses) await form.getByLabel('Uses').fill(fields.uses);
  const pass = await form.getByLabel('Pass', { exact: true }).inputValue();
  await form.getByRole('button', { name: 'Create ticket' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'DONE' })).toBeVisible();
  const key = (await form.getByLabel('New ticket key').textContent()) ?? '';
  return { key, pass };
}

test('filter tickets and page forward and back', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Tickets');
  await page.getByRole('combobox', { name: 'Tickets per page' }).selectOption('25');
  const tickets = await search(page, 'Tickets', { App: 'demo-origin' });
  await expect(tickets.getByText('Page 1 · rows 1–25, more on the server')).toBeVisible();
  const firstKey = await tickets.getByRole('row').nth(1).getByRole('gridcell').first().textContent();
  await tickets.getByRole('button', { name: 'Next page of Tickets' }).click();
  await expect(tickets.getByText('Page 2 · rows 26–50, more on the server')).toBeVisible();
  await expect(tickets.getByRole('gridcell', { name: firstKey ?? '', exact: true })).toHaveCount(0);
  await tickets.getByRole('button', { name: 'Previous page of Tickets' }).click();
  await expect(tickets.getByText('Page 1 · rows 1–25, more on the server')).toBeVisible();
  await expect(tickets.getByRole('gridcell', { name: firstKey ?? '', exact: true })).toBeVisible();
  await expect(tickets.getByRole('gridcell', { name: 'vod-archive', exact: true })).toHaveCount(0);
  expect((await mc.sandbox.counts())['sevu.search']).toBe(3);

  // Keyboard: Enter on a focused row opens its ticket, as a click does.
  await tickets.getByRole('gridcell', { name: firstKey ?? '', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Ticket detail' }).getByLabel('Ticket fields')).toContainText(firstKey ?? '');
});

test('open a ticket and see its attempts', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Tickets');
  const made = await createTicket(page, { app: 'demo-origin', video: 'cam_1' });
  await mc.sandbox.useTicket({ key: made.key, pass: made.pass, ip: '203.0.113.9', app: 'demo-origin', video: 'cam_1' });
  await mc.sandbox.useTicket({ key: made.key, pass: made.pass, ip: '203.0.113.9', app: 'demo-origin', video: 'cam_2' });
  await page.getByLabel('Ticket key to open').fill(made.key);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  const detail = page.getByRole('region', { name: 'Ticket detail' });
  await expect(detail.getByLabel('Ticket fields')).toContainText(made.key);
  const attempts = detail.getByRole('list', { name: `Attempts of ${made.key}` });
  await expect(attempts.getByRole('listitem')).toHaveCount(2);
  await expect(attempts).toContainText('Success');
  await expect(attempts).toContainText('Not authorized for that video');
});

test('create a ticket and find it by key; the form stops bad input with specific words', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Tickets');
  const form = page.getByRole('region', { name: 'New ticket' });
  await form.getByLabel('Uses').fill('-3');
  await form.getByRole('button', { name: 'Create ticket' }).click();
  await expect(form.getByText('give the application(s) the ticket is for, e.g. demo-origin (several: a|b)', { exact: true })).toBeVisible();
  await expect(form.getByText('uses is a whole number: 0 for unlimited, or how many plays are allowed', { exact: true })).toBeVisible();
  await expect(form.getByRole('status').filter({ hasText: 'fix the fields marked above' })).toBeVisible();
  expect((await mc.sandbox.counts())['sevu.request'] ?? 0).toBe(0);

  await form.getByLabel('Uses').fill('5');
  const made = await createTicket(page, { app: 'demo-origin', video: 'cam_1|cam_2' });
  expect(made.pass).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
  await expect(form.getByLabel('URL parameters', { exact: true })).toHaveText(`?key=${encodeURIComponent(made.key)}&pass=${made.pass}`);

  // The form starts afresh for the next ticket: a new pass, empty fields but the application,
  // which is offered as the last one used on this account (as every application field is).
  await expect(form.getByLabel('Application(s)')).toHaveValue('demo-origin');
  await expect(form.getByLabel('Video(s)')).toHaveValue('');
  await expect(form.getByLabel('Uses')).toHaveValue(/^0?$/);
  await expect(form.getByLabel('Pass', { exact: true })).not.toHaveValue(made.pass);

  await page.getByRole('form', { name: 'Ticket filters' }).getByLabel('Key').fill(made.key);
  await searchButton(page).click();
  const tickets = grid(page, 'Tickets');
  await expect(tickets.getByText('Page 1 · rows 1–1 of 1, last page')).toBeVisible();
  await expect(tickets.getByRole('gridcell', { name: made.key, exact: true })).toBeVisible();
  await expect(tickets.getByRole('gridcell', { name: 'cam_1|cam_2', exact: true })).toBeVisible();
});

test('revoke needs two presses; Esc disarms', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Tickets');
  const made = await createTicket(page, { app: 'demo-origin', video: 'main' });
  await page.getByLabel('Ticket key to open').fill(made.key);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  const detail = page.getByRole('region', { name: 'Ticket detail' });
  await expect(detail.getByLabel('Ticket fields').getByText('ACTIVE')).toBeVisible();

  await detail.getByRole('button', { name: 'Revoke ticket' }).click();
  const armed = detail.getByRole('button', { name: /^Press again to revoke/ });
  await expect(armed).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail.getByRole('button', { name: 'Revoke ticket' })).toBeVisible();
  expect((await mc.sandbox.counts())['sevu.revoke'] ?? 0).toBe(0);

  await detail.getByRole('button', { name: 'Revoke ticket' }).click();
  await expect(armed).toBeVisible();
  expect((await mc.sandbox.counts())['sevu.revoke'] ?? 0).toBe(0);
  await armGap(page);
  await armed.click();
  await expect(detail.getByRole('status').filter({ hasText: 'DONE' })).toBeVisible();
  await expect(detail.getByLabel('Ticket fields').getByText('REVOKED')).toBeVisible();
  expect((await mc.sandbox.counts())['sevu.revoke']).toBe(1);

  // Audited: the Activity screen lists the revoke with its outcome.
  await openScreen(page, 'Activity');
  await expect(page.getByRole('gridcell', { name: 'Revoke ticket', exact: true }).first()).toBeVisible();
});

test('offline: the last read first page comes back marked STALE', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Tickets');
  const tickets = await search(page, 'Tickets', { App: 'demo-origin' });
  await expect(tickets.getByText('Page 1 · rows 1–50, more on the server')).toBeVisible();
  const firstKey = (await tickets.getByRole('row').nth(1).getByRole('gridcell').first().textContent()) ?? '';
  await mc.sandbox.close();
  await searchButton(page).click();
  await expect(page.getByText('showing the last read of this page')).toBeVisible();
  await expect(page.getByText('STALE').first()).toBeVisible();
  await expect(tickets.getByRole('gridcell', { name: firstKey, exact: true })).toBeVisible();
});

test('filter rejected attempts, see the count and the reason chart, jump to a ticket', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Attempts');
  const attempts = await search(page, 'Attempts', { Result: 'rejected' });
  const count = attempts.getByText(/^Page 1 · rows 1–50 of [\d,]+$/);
  await expect(count).toBeVisible();
  const total = Number(/of ([\d,]+)$/.exec((await count.textContent())!)![1]!.replace(/,/g, ''));
  await expect(attempts.getByRole('gridcell', { name: 'rejected', exact: true }).first()).toBeVisible();
  await expect(attempts.getByRole('gridcell', { name: 'accepted', exact: true })).toHaveCount(0);

  const chart = page.getByRole('figure', { name: 'Rejection reasons' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  const perReason = chart.getByRole('list', { name: 'Rejections per reason' }).getByRole('listitem');
  await expect(perReason).toHaveCount(6);
  const sum = (await perReason.allTextContents()).reduce((n, t) => n + Number(t.replace(/^.*?(\d[\d,]*)$/, '$1').replace(/,/g, '')), 0);
  expect(sum).toBe(total);
  await expect(chart).toContainText(`All ${total.toLocaleString('en-US')} rejected attempts that match.`);

  await attempts.getByRole('row').nth(1).click();
  const fields = page.getByLabel('Attempt fields');
  const key = ((await fields.locator('dd').first().textContent()) ?? '').replace(/\s*Copy$/, '');
  await page.getByRole('button', { name: 'Open its ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  const detail = page.getByRole('region', { name: 'Ticket detail' });
  await expect(detail.getByText(key, { exact: true }).or(detail.getByText(`No ticket has the key ${key}`, { exact: false })).first()).toBeVisible();
});

test('remove a stream user: two presses, the outcome in words', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Stream users');
  const users = grid(page, 'Stream users');
  await expect(users.getByRole('gridcell', { name: 'encoder-a', exact: true })).toBeVisible();
  const before = await users.getByRole('row').count();
  await users.getByRole('gridcell', { name: 'encoder-a', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Stream user detail' });
  await panel.getByRole('button', { name: 'Remove stream user' }).click();
  const armed = panel.getByRole('button', { name: /^Press again to remove encoder-a/ });
  await expect(armed).toBeVisible();
  expect((await mc.sandbox.counts())['sevu.removestreamuser'] ?? 0).toBe(0);
  await armGap(page);
  await armed.click();
  await expect(panel.getByRole('status')).toContainText('Removed (code 2081): the stream user can no longer publish.');
  expect((await mc.sandbox.counts())['sevu.removestreamuser']).toBe(1);
  await expect(users.getByRole('gridcell', { name: 'encoder-a', exact: true })).toHaveCount(0);
  await expect(users.getByRole('row')).toHaveCount(before - 1);
  // The detail pane follows: REMOVED, and no live Remove button for a user who is gone.
  await expect(panel.getByText('REMOVED', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove stream user' })).toBeDisabled();
  await expect(panel.getByRole('status')).toContainText('Removed (code 2081)');

  const byName = page.getByRole('region', { name: 'Remove by app, stream and user' });
  await byName.getByLabel("User's app").fill('demo-origin');
  await byName.getByLabel("User's stream").fill('cam_9');
  await byName.getByLabel('User name').fill('nobody');
  await byName.getByRole('button', { name: 'Remove by name' }).click();
  const armedByName = byName.getByRole('button', { name: /^Press again to remove nobody/ });
  await expect(armedByName).toBeVisible();
  expect((await mc.sandbox.counts())['sevu.removestreamuser']).toBe(1);
  await armGap(page);
  await armedByName.click();
  await expect(byName.getByRole('status')).toContainText('FAILED');
  await expect(byName.getByRole('status')).toContainText('Not removed: the stream user could not be removed (code 2080)');
  expect((await mc.sandbox.counts())['sevu.removestreamuser']).toBe(2);
});

test.describe('export', () => {
  test.use({ mcArgs: ['--sandbox-attempts', '10000'] });

  test('export 10,000 attempts: every row, proper quoting, and no silent overwrite', async ({ mc }) => {
    const { page } = mc;
    // One attempt whose page URL holds a comma and quotes, and whose referrer holds a line break.
    const pageurl = 'https://example.com/watch?a=1,b="2"';
    await mc.sandbox.useTicket({ key: 'no-such-key', pass: 'x', ip: '198.51.100.1', app: 'demo-origin', video: 'cam_1', pageurl, refurl: 'line one\nline two' });
    await openScreen(page, 'Attempts');
    await searchButton(page).click();
    await expect(grid(page, 'Attempts').getByText('Page 1 · rows 1–50 of 10,001', { exact: true })).toBeVisible();

    const box = page.getByRole('region', { name: 'Export all matching attempts' });
    // Web mode writes only into its export folder, by file name: a path is refused with words.
    const outside = join(mc.dataDir, 'outside.csv');
    await box.getByLabel('CSV file').fill(outside);
    await box.getByRole('button', { name: 'Export all matching attempts' }).click();
    await expect(box.getByText(/Give a file name only/)).toBeVisible();
    await expect(readFile(outside, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });

    const exportsDir = join(mc.dataDir, 'exports');
    await mkdir(exportsDir, { recursive: true });
    const taken = join(exportsDir, 'taken.csv');
    await writeFile(taken, 'keep me');
    await box.getByLabel('CSV file').fill('taken.csv');
    await box.getByRole('button', { name: 'Export all matching attempts' }).click();
    await expect(box.getByText(`${taken} already exists.`, { exact: false })).toBeVisible();
    expect(await readFile(taken, 'utf8')).toBe('keep me');

    const path = join(exportsDir, 'attempts.csv');
    await box.getByLabel('CSV file').fill('attempts.csv');
    await box.getByRole('button', { name: 'Export all matching attempts' }).click();
    await expect(box.getByText(`Exported 10,001 rows in 11 pages to ${path}.`)).toBeVisible({ timeout: 30_000 });

    const text = await readFile(path, 'utf8');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const rows = readCsv(text);
    expect(rows).toHaveLength(10_002);
    expect(rows[0]).toEqual(['key', 'datetime', 'ip', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'success', 'reason', 'server_ip']);
    const odd = rows.find((r) => r[0] === 'no-such-key');
    expect(odd?.[6]).toBe(pageurl);
    expect(odd?.[7]).toBe('line one\nline two');
    expect(text).toContain('"https://example.com/watch?a=1,b=""2"""');
    expect(new Set(rows.slice(1).map((r) => r.join('\u0001'))).size).toBeGreaterThan(9_990);
  });

  test('a running export survives another screen: progress and Cancel come back, the partial file is valid and said so', async ({ mc }) => {
    const { page } = mc;
    await openScreen(page, 'Attempts');
    await searchButton(page).click();
    await expect(grid(page, 'Attempts').getByText('Page 1 · rows 1–50 of 10,000', { exact: true })).toBeVisible();
    // Slow pages, so the export is still running when the operator comes back.
    await mc.sandbox.setFault('sevu.errorlog', { kind: 'latency', ms: 3000 });

    const box = page.getByRole('region', { name: 'Export all matching attempts' });
    const path = join(mc.dataDir, 'exports', 'running.csv');
    await box.getByLabel('CSV file').fill('running.csv');
    await box.getByRole('button', { name: 'Export all matching attempts' }).click();
    const progress = box.getByRole('status', { name: 'Export progress' });
    await expect(progress).toContainText('EXPORTING');

    await openScreen(page, 'Tickets');
    await expect(page.getByRole('region', { name: 'Export all matching attempts' })).toHaveCount(0);
    await openScreen(page, 'Attempts');

    await expect(progress).toContainText('EXPORTING');
    await expect(progress).toContainText(path);
    await expect(progress).toContainText(/of 10,000 rows · \d+ pages/);
    await expect(box.getByRole('button', { name: 'Export all matching attempts' })).toBeDisabled();
    await expect(progress.getByText(/^[1-9][\d,]* of 10,000 rows/)).toBeVisible({ timeout: 30_000 });
    await progress.getByRole('button', { name: 'Cancel export' }).click();
    const said = box.getByText(/^Cancelled\. .* is a valid CSV file holding the first [\d,]+ rows only — not everything that matches\.$/);
    await expect(said).toBeVisible();
    const written = Number(/first ([\d,]+) rows/.exec((await said.textContent()) ?? '')![1]!.replace(/,/g, ''));
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(10_000);
    const rows = readCsv(await readFile(path, 'utf8'));
    expect(rows).toHaveLength(written + 1);
    expect(rows[0]?.[0]).toBe('key');
    expect(rows.every((r) => r.length === 11)).toBe(true);
    await expect(box.getByRole('button', { name: 'Export all matching attempts' })).toBeEnabled();
  });
});
