import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD, registerAndOnboard } from './helpers';

const NEW_PASSWORD = 'a-brand-new-passphrase';

test('Settings: sessions are listed and revocable, and the password changes', async ({ page, browser }) => {
  const { email } = await registerAndOnboard(page);

  // The same account signed in from a second browser.
  const elsewhere = await browser.newContext();
  const second = await elsewhere.newPage();
  await second.goto('/login');
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle('Settings · Charter');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expectAccessible(page, 'Settings');

  // Revoke the other browser's session: its next navigation lands on the sign-in screen.
  const revoked = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && response.url().includes('/api/account/sessions/'),
  );
  await sessions.getByRole('button', { name: /^Revoke Session / }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page.getByText(/^Session \w+ was signed out\.$/)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { level: 1, name: 'Sign in to Charter' })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toHaveCount(0);
  await elsewhere.close();

  // A wrong current password is refused; the right one changes it.
  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. No other session was signed in.')).toBeVisible();
  await expectAccessible(page, 'Settings after a password change');

  // Signed out, the old password no longer works and the new one does.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
});
