import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD, register, uniqueEmail } from './helpers';

test('register, onboard with imported context, and land on the dashboard', async ({ page }) => {
  const { name } = await register(page);

  await expect(page.getByRole('heading', { level: 1, name: `Welcome to Charter, ${name}!` })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page, 'onboarding step 1');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Your Context' })).toBeVisible();
  await page.getByLabel(/Choose files to import/).setInputFiles({
    name: 'notes.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from('# Invoices\nFreelancers need to send invoices.'),
  });
  await expect(page.getByRole('list', { name: 'Imported files' })).toContainText('notes.md');
  await expectAccessible(page, 'onboarding step 2');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI-Assisted Project Setup' })).toBeVisible();
  await expectAccessible(page, 'onboarding step 3');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expectAccessible(page, 'onboarding step 4');
  await page.getByRole('button', { name: 'Start Building' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Project with My Context' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page, 'dashboard (empty)');

  // Already onboarded: /onboarding forwards to the dashboard.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('skipping onboarding without context shows the first-project empty state', async ({ page }) => {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Create Your First Project' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Building Now' })).toBeVisible();
});

test("a wrong password shows the server's error above the form", async ({ page }) => {
  const { email } = await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Start Building Now' })).toBeVisible();

  await page.goto('/login');
  await expectAccessible(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(`${PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  const text = (await alert.textContent()) ?? '';
  expect(text).not.toBe('Login failed');
  expect(text).not.toMatch(/^\d{3}:/);
  await expectAccessible(page, 'login with error');

  // The right password signs in and (already onboarded) ends on the dashboard.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out visit to /dashboard shows the sign-in screen', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Charter' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('register rejects mismatched passwords on the client', async ({ page }) => {
  await page.goto('/register');
  await expectAccessible(page, 'register');
  await page.getByLabel('Full name', { exact: true }).fill('Ada');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password', { exact: true }).fill('secret13');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
});
