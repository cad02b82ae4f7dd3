/**
 * A list the console cannot find is said in words, never shown as "none": the Tickets
 * search against a service that sends its list under a name no service is known to use
 * shows the server's words (what it sent instead) and a grid that read nothing; under
 * `data`, a name PHP services use, the tickets are read and listed. A list with null items
 * after its rows is listed, and the items left out are said beside the grid.
 */
import { expect, test } from './fixtures';
import { themedShots } from './themed-shots';
import { openScreen } from './steps/screens';
import { grid, searchButton } from './steps/grids';

test('tickets under an unknown member name: the words on screen, the grid "not read"; under data: listed', async ({ mc }) => {
  const { page } = mc;
  await mc.sandbox.setFault('sevu.search', { kind: 'rename_list', to: 'rows' });
  await openScreen(page, 'Tickets');
  await searchButton(page).click();
  await expect(page.getByText("The server's answer had no readable list of tickets; it sent: rows.").first()).toBeVisible();
  const tickets = grid(page, 'Tickets');
  await expect(tickets.getByText('not read', { exact: true })).toBeVisible();
  await expect(tickets.getByText(/No tickets match/)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: test.info().outputPath('no-list-tickets.png') });

  await mc.sandbox.setFault('sevu.search', { kind: 'rename_list', to: 'data' });
  await searchButton(page).click();
  await expect(tickets.getByText('not read', { exact: true })).toHaveCount(0);
  await expect(tickets.getByRole('row').nth(1)).toBeVisible();
});

test('attempts with null items after the rows: the rows listed, the items left out said beside the grid until a whole answer', async ({ mc }) => {
  const { page } = mc;
  await mc.sandbox.setFault('sevu.errorlog', { kind: 'null_items' });
  await openScreen(page, 'Attempts');
  await searchButton(page).click();
  const words = page.getByText('The answer had members that could not be read: errors (2 null items left out).', { exact: true });
  await expect(words).toBeVisible();
  const attempts = grid(page, 'Attempts');
  await expect(attempts.getByRole('row').nth(1)).toBeVisible();
  await themedShots(page, 'test-results/shots-e2e/no-list', 'null-items-attempts');

  await mc.sandbox.clearFaults();
  await searchButton(page).click();
  await expect(words).toHaveCount(0);
  await expect(attempts.getByRole('row').nth(1)).toBeVisible();
});
