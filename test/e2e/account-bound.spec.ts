/**
 * Every action is bound to the account it was prepared on, end to end in web mode with TWO
 * sandboxes as two accounts: the built-in Sandbox (A) and "Studio B", a second sandbox
 * started here with another seed (and its own services and stream users, so no screen can
 * pass A's rows off as B's).
 * An action armed on A and fired after main switched to B is refused as wrong_account
 * and reaches neither sandbox; after a switch every screen shows only B's data; an
 * answer for A that arrives after the switch changes nothing.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures';
import { themedShots } from './themed-shots';
import { openScreen, rendererDirArgs, switchAccount } from './steps/screens';
import { addStudioB, callsFromPage, tokenOf } from './socket-calls';
import { watchDemo } from './steps/live';
import { armGap } from './steps/arm';
import { secondSandbox } from './steps/accounts';
import { grid, searchButton } from './steps/grids';

const SHOTS = 'test-results/shots-e2e/account-bound';
const B_SEED = 29;

test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' }, mcArgs: rendererDirArgs() });

// Studio B lacks A's service #501 and A's first stream user.
const sandboxB = secondSandbox(B_SEED, (b) => {
  b.state.services.splice(b.state.services.findIndex((s) => s.push_service_id === '501'), 1);
  b.state.streamUsers.splice(0, 1);
});

const shots = (page: Page, name: string): Promise<void> => themedShots(page, SHOTS, name);

const pushCounts = (counts: Record<string, number>) => Object.entries(counts).filter(([c]) => c.startsWith('pushpublish.'));

test('armed on A, fired after main switched to B: refused as wrong_account, nothing sent to either sandbox', async ({ mc, page }) => {
  // Page 1 keeps showing A: main's events are held back from it from the switch on (all of
  // them, in order: events are numbered, and a page that misses one reads afresh at once).
  let holdAccountEvents = false;
  const held: Array<{ to: WebSocketRoute; message: string }> = [];
  await page.routeWebSocket(/\/mc-socket/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (holdAccountEvents && typeof m === 'string' && m.startsWith('{"event"')) return void held.push({ to: ws, message: m });
      ws.send(m);
    });
  });
  await page.goto(mc.url);
  const studioB = await addStudioB(page, tokenOf(mc.url), sandboxB());
  await watchDemo(page);
  await expect(page.getByTestId('active-account')).toContainText('Sandbox');

  // Main is switched to Studio B from elsewhere (another window's socket); this page
  // has not heard of it and still shows the Sandbox.
  holdAccountEvents = true;
  const before = { a: pushCounts(await mc.sandbox.counts()), b: pushCounts(sandboxB().counts()) };
  expect(await callsFromPage(page, [['accounts.setActive', { id: studioB }]], tokenOf(mc.url))).toMatchObject([{ ok: true, value: { activeId: studioB } }]);
  await expect.poll(() => held.some((h) => h.message.includes('"accounts.changed"'))).toBe(true);
  await expect(page.getByTestId('active-account')).toContainText('Sandbox');

  await page.getByRole('button', { name: 'Disconnect all' }).click();
  const armed = page.getByRole('button', { name: /Press again to disconnect EVERY push on this account/ });
  await expect(armed).toBeVisible();
  await armGap(page);
  await armed.click();
  const refusal = page.getByRole('status').filter({ hasText: 'Not sent: this was prepared on Sandbox, but the active account is now Studio B.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Nothing was sent; check the screen and press again.');
  await shots(page, 'refused-wrong-account');

  expect(pushCounts(await mc.sandbox.counts())).toEqual(before.a);
  expect(pushCounts(sandboxB().counts())).toEqual(before.b);
  expect(pushCounts(sandboxB().counts())).toEqual([]);
  const answers = mc.frames.received.map((f) => JSON.parse(f) as { result?: { error?: { kind: string } } });
  expect(answers.filter((m) => m.result?.error?.kind === 'wrong_account').map((m) => m.result!.error)).toEqual([
    expect.objectContaining({ kind: 'wrong_account', preparedOn: 'sandbox', active: studioB }),
  ]);

  // Activity keeps the refusal: the command, the account it was prepared on, both names.
  const tab = await page.context().newPage();
  await tab.goto(mc.url);
  await openScreen(tab, 'Activity');
  await tab.getByRole('combobox', { name: 'Account', exact: true }).selectOption({ label: 'Sandbox' });
  const row = tab.getByRole('row', { name: /Disconnect push/ }).first();
  await expect(row).toContainText('REFUSED');
  await expect(row).toContainText('prepared on Sandbox, but the active account is now Studio B');
  await shots(tab, 'activity-refused');

  // Once the page hears of the switch it shows Studio B and drops the Sandbox's screen.
  holdAccountEvents = false;
  for (const h of held.splice(0)) h.to.send(h.message);
  await expect(page.getByTestId('active-account')).toContainText('Studio B');
  await expect(refusal).toHaveCount(0);
  // Each account has its own watch (main keeps it): Studio B was never watched, so it is watched here.
  await watchDemo(page);
  await expect(page.getByRole('checkbox', { name: 'Select service #502 for Go live' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select service #501 for Go live' })).toHaveCount(0);
});

/** What each screen shows on an account, read the way an operator reads it. */
async function readScreens(page: Page): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  await watchDemo(page);
  await expect(page.getByRole('checkbox', { name: 'Select service #502 for Go live' })).toBeVisible();
  seen.live = (await page.getByRole('checkbox', { name: /^Select service #\d+ for Go live$/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).join(', ');

  await openScreen(page, 'Tickets');
  await searchButton(page).click();
  const tickets = grid(page, 'Tickets');
  await expect(tickets.getByRole('row').nth(1)).toBeVisible();
  seen.ticket = (await tickets.getByRole('row').nth(1).getByRole('gridcell').first().textContent()) ?? '';

  await openScreen(page, 'Attempts');
  await searchButton(page).click();
  const attempts = grid(page, 'Attempts');
  await expect(attempts.getByRole('row').nth(1)).toBeVisible();
  seen.attempt = await attempts.getByRole('row').nth(1).innerText();

  await openScreen(page, 'Stream users');
  const users = grid(page, 'Stream users');
  await expect(users.getByRole('row').nth(1)).toBeVisible();
  seen.users = await users.innerText();

  await openScreen(page, 'Uploads');
  const uploads = grid(page, 'Upload requests');
  await expect(uploads.getByRole('row').nth(1)).toBeVisible();
  seen.upload = await uploads.getByRole('row').nth(1).innerText();

  await openScreen(page, 'Reports');
  const usage = page.getByRole('region', { name: /^Usage and charges/ });
  await expect(usage.getByRole('row').nth(1)).toBeVisible();
  seen.usage = await usage.innerText();
  return seen;
}

test('after a switch every screen shows only the new account’s data', async ({ mc }) => {
  const { page } = mc;
  await addStudioB(page, tokenOf(mc.url), sandboxB());
  const onA = await readScreens(page);
  // An Activity entry of A's.
  expect(await callsFromPage(page, [['api.call', { command: 'geoblock.update', params: { app: 'demo-origin' } }, 'sandbox']], tokenOf(mc.url))).toMatchObject([{ ok: true }]);
  await openScreen(page, 'Geo');
  await page.getByRole('form', { name: 'Geo target' }).getByLabel('Application').fill('demo-origin');
  await page.getByRole('button', { name: 'Choose target' }).click();
  await expect(page.getByRole('heading', { name: 'Allowed countries' })).toBeVisible();

  await switchAccount(page, 'Studio B');
  // The screen on view starts afresh: A's Geo target is gone.
  await expect(page.getByRole('heading', { level: 1, name: 'Geo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Allowed countries' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Geo target' }).getByLabel('Application')).toHaveValue('');

  const onB = await readScreens(page);
  expect(onA.live).toContain('#501');
  expect(onB.live).not.toContain('#501');
  expect(onB.ticket).not.toBe(onA.ticket);
  expect(onB.attempt).not.toBe(onA.attempt);
  expect(onB.users).not.toBe(onA.users);
  expect(onB.upload).not.toBe(onA.upload);
  expect(onB.usage).not.toBe(onA.usage);

  // Activity narrows to Studio B: A's entries are one pick away, not on screen.
  await openScreen(page, 'Activity');
  await expect(page.getByRole('combobox', { name: 'Account', exact: true }).locator('option:checked')).toHaveText('Studio B');
  await expect(page.getByRole('row', { name: /Set allowed countries/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption({ label: 'All accounts' });
  await expect(page.getByRole('row', { name: /Set allowed countries/ })).toHaveCount(1);
});

test('an answer for A that arrives after the switch changes nothing', async ({ mc }) => {
  const { page } = mc;
  await addStudioB(page, tokenOf(mc.url), sandboxB());
  await openScreen(page, 'Stream users');
  const users = grid(page, 'Stream users');
  // encoder-a is the Sandbox's; Studio B has no such user.
  await expect(users.getByText('encoder-a')).toBeVisible();

  await mc.sandbox.setFault('sevu.liststreamusers', { kind: 'latency', ms: 3000 });
  const received = mc.frames.received.length;
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'Listing…' })).toBeVisible();
  await switchAccount(page, 'Studio B');
  await expect(users.getByText('encoder-b')).toBeVisible();
  await expect(users.getByText('encoder-a')).toHaveCount(0);

  // The Sandbox's answer reaches the page after the switch …
  await expect.poll(() => mc.frames.received.slice(received).some((f) => f.includes('"result"') && f.includes('encoder-a')), { timeout: 15_000 }).toBe(true);
  // … the page has handled it (its message task, then a rendered frame) …
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  // … and it landed nowhere: Studio B's list stays Studio B's.
  await expect(users.getByText('encoder-b')).toBeVisible();
  await expect(users.getByText('encoder-a')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'List' })).toBeVisible();
});
