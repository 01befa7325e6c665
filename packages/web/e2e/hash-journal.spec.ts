import { expect, test } from '@playwright/test';
import { expectAccessible, registerAndOnboard } from './helpers';

const TEXT = 'Agreed with the agent to cache the #Redis lookups behind the #auth guard today';

test('Hash Journal: a visitor is invited to sign in', async ({ page }) => {
  await page.goto('/hash-journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Journal' })).toBeVisible();
  await expect(page).toHaveTitle('Hash Journal · Charter');
  await expect(page.getByRole('link', { name: 'sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'create an account' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectAccessible(page, 'Hash Journal, signed out');
});

test('Hash Journal: write, find, map, measure, edit and delete an entry', async ({ page }) => {
  await registerAndOnboard(page);
  // The sidebar has no Hash Journal entry (the page is ungated and lives outside the shell): by address.
  await page.goto('/hash-journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Journal' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Journal', 'Entries', 'Knowledge', 'Insights']);
  await expect(page.getByText('0 of 500 words today')).toBeVisible();
  await expectAccessible(page, 'Hash Journal, Journal tab');

  // The footer appears once the text area has been focused, and counts as one types.
  const textarea = page.getByRole('textbox', { name: 'Journal entry' });
  await expect(page.getByRole('button', { name: 'Save entry' })).toHaveCount(0);
  await textarea.focus();
  await expect(page.getByText('0 words', { exact: true })).toBeVisible();
  await textarea.fill(TEXT);
  await expect(page.getByText('14 words', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hashtags in this entry' }).getByRole('listitem')).toHaveText([
    '#redis',
    '#auth',
  ]);
  await expectAccessible(page, 'Hash Journal, editor footer');

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/journal/entries'),
  );
  await page.getByRole('button', { name: 'Save entry' }).click();
  expect((await created).status()).toBe(200);
  await expect(page.getByText('14 of 500 words today')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Daily word goal' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );
  await expect(page.getByText('Current streak: 1 day')).toBeVisible();

  await page.getByRole('tab', { name: 'Entries' }).click();
  const entries = page.getByRole('list', { name: 'Journal entries' });
  await expect(entries.getByRole('article')).toHaveCount(1);
  await expect(entries.getByText(TEXT)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search entries' }).fill('#nothing');
  await expect(entries.getByRole('article')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(entries.getByRole('article')).toHaveCount(1);
  await expectAccessible(page, 'Hash Journal, Entries tab');

  await page.getByRole('tab', { name: 'Knowledge' }).click();
  const map = page.getByRole('list', { name: 'Knowledge map' });
  await expect(map.getByRole('heading')).toHaveText(['#auth', '#redis']);
  await expect(map.getByText('#redis (1)')).toBeVisible();
  await expectAccessible(page, 'Hash Journal, Knowledge tab');
  await map.getByRole('button', { name: '#redis' }).click();
  await expect(page.getByRole('tab', { name: 'Entries' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search entries' })).toHaveValue('#redis');
  await expect(entries.getByRole('article')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByRole('row', { name: /^Today 14/ })).toBeVisible();
  await expect(page.getByRole('row', { name: '#auth 1 0' })).toBeVisible();
  await expect(page.getByText('Longest streak')).toBeVisible();
  await expectAccessible(page, 'Hash Journal, Insights tab');

  // Edit, then delete with a confirmation.
  await page.getByRole('tab', { name: 'Entries' }).click();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await entries.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('textbox', { name: /^Edit the entry of/ });
  await editor.fill('Rewrote the cache plan #redis');
  const updated = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await updated).status()).toBe(200);
  await expect(entries.getByText('Rewrote the cache plan #redis')).toBeVisible();

  await entries.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'Hash Journal, delete confirmation');
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Delete entry' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByText(/No entries yet/)).toBeVisible();
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByText(/Insights appear once you have written an entry/)).toBeVisible();
});
