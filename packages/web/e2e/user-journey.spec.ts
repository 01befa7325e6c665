import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expectAccessible, registerAndOnboard } from './helpers';

/** Starts a scenario and completes its steps one by one, checking that each persists. */
async function runSteps(page: Page, scenario: string, steps: number) {
  await page.getByRole('button', { name: `Start Test: ${scenario}` }).click();
  await expect(page.getByRole('tab', { name: 'Active Test', selected: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('Recording')).toBeVisible();
  for (let step = 1; step <= steps; step++) {
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(
      page.getByRole('progressbar', { name: `${step} of ${steps} steps complete` }),
    ).toBeAttached();
  }
}

const stat = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test('a journey test with a 3-star rating shows in the analytics, and survives a reload mid-way', async ({
  page,
}) => {
  // Unique, so the admin's list across all users (other tests' results too) shows this one once.
  const note = `Clear, but the limit step was hard to find (${Date.now()})`;
  await registerAndOnboard(page);
  await page.goto('/user-journey-test');
  await expect(page.getByRole('heading', { level: 1, name: 'User Journey Testing' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Test scenarios' }).getByRole('article')).toHaveCount(4);
  await expectAccessible(page, 'user journey scenarios');

  await page.getByRole('tab', { name: 'Test Results' }).click();
  await expect(page.getByRole('heading', { name: 'No Test Results Yet' })).toBeVisible();
  await expectAccessible(page, 'user journey results, empty');
  await page.getByRole('tab', { name: 'Test Scenarios' }).click();

  await page.getByRole('button', { name: 'Start Test: Rescue: Dependency Hell' }).click();
  await expect(page.getByRole('status').getByText('Recording')).toBeVisible();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: '1 of 4 steps complete' })).toBeAttached();

  // Completed steps are stored on the server: a reload resumes at step 2.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Active Test', selected: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '1 of 4 steps complete' })).toBeAttached();
  await expectAccessible(page, 'user journey active test');
  for (let step = 2; step <= 4; step++) {
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: `${step} of 4 steps complete` })).toBeAttached();
  }

  // The stars are a radio group: keyboard only, from 1 to 3.
  const form = page.getByRole('form', { name: 'Test feedback' });
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await form.getByLabel('Feedback').fill(note);
  await form.getByLabel('Issues').fill('Settings link hard to find');
  await expectAccessible(page, 'user journey feedback form');
  await form.getByRole('button', { name: 'Submit Feedback' }).click();

  await expect(page.getByRole('tab', { name: 'Test Results', selected: true })).toBeVisible();
  await expect(stat(page, 'Total tests')).toHaveText('1');
  await expect(stat(page, 'Average rating')).toHaveText('3.0 / 5');
  await expect(stat(page, 'Average completion')).toHaveText('100%');
  await expect(page.getByRole('row', { name: /Rescue: Dependency Hell 1 3\.0 \/ 5/ })).toBeVisible();
  await expect(page.getByText('Settings link hard to find — reported once')).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByRole('status').getByText('Recording')).toHaveCount(0);
  await expectAccessible(page, 'user journey results');

  // The admin sees the same result across all users.
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin', exact: true })).toBeVisible();
  await page.goto('/admin/user-journey-testing');
  await expect(page.getByRole('heading', { level: 1, name: 'User Journey Testing' })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expectAccessible(page, 'admin user journey results');
});

test('a result the network lost is kept locally and sent when the screen opens again', async ({ page }) => {
  await registerAndOnboard(page);
  await page.goto('/user-journey-test');
  await runSteps(page, 'New Project: Theme Management', 4);

  await page.route('**/api/user-journey/results', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  // A pointer user clicks the fifth star (its label).
  await page.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Test completed locally')).toBeVisible();
  await expect(page.getByText('1 result completed locally is waiting to be sent.')).toBeVisible();
  await expectAccessible(page, 'user journey result kept locally');

  await page.unroute('**/api/user-journey/results');
  await page.reload();
  await page.getByRole('tab', { name: 'Test Results' }).click();
  await expect(stat(page, 'Total tests')).toHaveText('1');
  await expect(stat(page, 'Average rating')).toHaveText('5.0 / 5');
  await expect(page.getByText('1 result completed locally is waiting to be sent.')).toHaveCount(0);
});
