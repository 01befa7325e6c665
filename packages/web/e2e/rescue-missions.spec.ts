import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expectAccessible, registerAndOnboard } from './helpers';

/**
 * Start a rescue mission (no repository URL, so no network) and walk its four phases; the admin
 * reads it on the detail screen. axe on the list, the form and the admin detail.
 */
test('start a rescue mission and walk its phases; the admin reads it', async ({ page, browser }) => {
  await registerAndOnboard(page);
  await page.goto('/rescue-missions');
  await expect(page.getByRole('heading', { level: 1, name: 'Rescue Missions' })).toBeVisible();
  await expect(page.getByText('No rescue missions yet')).toBeVisible();
  await expectAccessible(page, 'rescue missions, empty');

  await page.getByRole('button', { name: 'Start Rescue Mission' }).click();
  await page.getByRole('button', { name: 'Start Mission' }).click();
  await expect(page.getByText('Problem description is required.')).toBeVisible();
  await expectAccessible(page, 'rescue mission form with errors');

  const projectName = `Shop ${Date.now()}`;
  await page.getByLabel('Project name').fill(projectName);
  await page.getByLabel('Your goal').fill('Ship the checkout by Friday');
  await page
    .getByLabel('Problem description')
    .fill(
      'The app has 131 dependencies, API calls take 25 seconds before they time out, and the build takes 4 minutes.',
    );
  await page.getByLabel('Time invested').fill('3 months');
  await page.getByLabel('Business impact').fill('Customers abandon the checkout');
  await page.getByRole('button', { name: 'Start Mission' }).click();

  // The list refreshes and the form closes.
  const list = page.getByRole('list', { name: 'Rescue missions' });
  await expect(list.getByText(projectName)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Start a rescue mission' })).toHaveCount(0);
  await expect(list.getByText('Rapid diagnosis')).toBeVisible();
  await expect(list.getByText('Gathering info')).toBeVisible();
  await expect(page.getByText('Active missions').locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await expectAccessible(page, 'rescue missions list');

  // Rapid diagnosis: the governance engine read the description's numbers.
  await page.getByRole('button', { name: `Open ${projectName}` }).click();
  const detail = page.getByRole('region', { name: projectName });
  await expect(detail.getByText(/131 direct dependencies exceed the limit of 50/)).toBeVisible();
  await expect(detail.getByText(/A 25 s timeout exceeds the limit of 10 s/)).toBeVisible();
  await expect(detail.getByText(/A 240 s build exceeds the budget of 60 s/)).toBeVisible();
  await expectAccessible(page, 'rescue mission, rapid diagnosis');

  // Comprehensive analysis (no repository) → strategic recommendation.
  await detail.getByRole('button', { name: 'Run Comprehensive Analysis' }).click();
  await expect(detail.getByRole('status')).toContainText('Strategic recommendation');
  await expect(detail.getByRole('status')).toContainText('Recommendations ready');
  await expect(detail.getByRole('list', { name: 'Recommendations' }).getByRole('listitem')).toHaveCount(3);

  // Guided recovery: every plan step, then completion.
  await detail.getByRole('button', { name: 'Start Guided Recovery' }).click();
  await expect(detail.getByRole('status')).toContainText('Guided recovery');
  const complete = detail.getByRole('button', { name: 'Complete Mission' });
  await expect(complete).toBeDisabled();
  const steps = detail.getByRole('checkbox');
  await expect(steps).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await steps.nth(i).click();
    await expect(steps.nth(i)).toBeChecked();
  }
  await expect(detail.getByText('Every step is done.')).toBeVisible();
  await expectAccessible(page, 'rescue mission, guided recovery');
  await complete.click();
  await expect(detail.getByRole('status')).toContainText('Completed');
  await expect(detail.getByText('Project recovered.')).toBeVisible();
  await expect(page.getByText('Recovered projects').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '1',
  );
  await expect(page.getByText('Active missions').locator('xpath=following-sibling::dd[1]')).toHaveText('0');

  // The mission survives a reload (it is stored, not screen state).
  await page.reload();
  await expect(page.getByRole('region', { name: projectName }).getByText('Project recovered.')).toBeVisible();

  // The admin sees it among every user's missions and opens its detail.
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/admin/rescue-missions');
  await adminPage.getByLabel('Email').fill(E2E_ADMIN.email);
  await adminPage.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await adminPage.getByRole('button', { name: 'Sign In' }).click();
  const adminList = adminPage.getByRole('list', { name: 'Rescue missions' });
  await adminList.getByRole('link', { name: new RegExp(`^View ${projectName}`) }).click();
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Rescue mission: ${projectName}` }),
  ).toBeVisible();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
  await expect(adminPage.getByRole('list', { name: 'Recovery plan' }).getByRole('listitem')).toHaveCount(4);
  await expect(adminPage.getByRole('button', { name: 'Complete Mission' })).toHaveCount(0);
  await expectAccessible(adminPage, 'admin rescue mission detail');
});
