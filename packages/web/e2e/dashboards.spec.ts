import { expect, test } from '@playwright/test';
import { expectAccessible, registerAndOnboard } from './helpers';

test('both dashboards compute Module Progress and the Next Step from the user’s data', async ({ page }) => {
  await registerAndOnboard(page);
  const modules = page.getByRole('region', { name: 'Module Progress' });
  await expect(modules).toContainText('No Charter API key yet.');
  const next = page.getByRole('region', { name: 'Next Step' });
  await expect(next.getByRole('link', { name: 'Open the Primer Generator' })).toBeVisible();
  await expectAccessible(page, 'dashboard');

  // A key made through the API (same session) moves the agent module to "created, not used yet".
  const created = await page.request.post('/api/user/generate-charter-api-key', {
    data: { keyName: 'e2e agent' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard-old');
  await expect(page.getByRole('heading', { level: 1, name: 'The Charter Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Module Progress' })).toContainText(
    'A key exists, but no agent has used it yet.',
  );
  await expect(page.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/primer-generator');
  await expectAccessible(page, 'second dashboard');
});
