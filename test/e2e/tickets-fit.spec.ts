/**
 * The New ticket panel after a ticket is made (found by a new-operator pass in web mode):
 * the DONE line names the new key, one long unbroken word, and it must stay inside the
 * panel — before, it ran past the panel's right edge and the window's, cut off. And the
 * buttons of one row share one height (Generate stood taller than Copy beside it).
 */
import { expect, test } from './fixtures';
import { findLayoutProblems } from './layout-check';
import { openScreen } from './steps/screens';

test('the created ticket key stays inside the New ticket panel', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen(page, 'Tickets');
  const panel = page.getByRole('region', { name: 'New ticket' });
  await panel.getByLabel('Application(s)').fill('demo-origin');
  await panel.getByLabel('Video(s)').fill('cam_1|cam_2|main');
  await panel.getByRole('button', { name: 'Create ticket' }).click();
  const done = panel.getByRole('status').filter({ hasText: 'DONE' });
  await expect(done).toContainText(/created cam_1_cam_2_main\./);
  const key = done.locator('.mc-result__text');
  const [k, p] = [(await key.boundingBox())!, (await panel.boundingBox())!];
  expect(k.x + k.width).toBeLessThanOrEqual(p.x + p.width);
  expect(await page.evaluate(findLayoutProblems)).toEqual([]);
});

test('Generate and Copy beside the pass are one height, as buttons of one row', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Tickets');
  const panel = page.getByRole('region', { name: 'New ticket' });
  const [generate, copy] = [(await panel.getByRole('button', { name: 'Generate' }).boundingBox())!, (await panel.getByRole('button', { name: 'Copy pass' }).boundingBox())!];
  expect(copy.height).toBe(generate.height);
  expect(copy.y).toBe(generate.y);
});
