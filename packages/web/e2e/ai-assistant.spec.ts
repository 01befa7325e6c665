import { expect, test } from '@playwright/test';
import { expectAccessible, registerAndOnboard } from './helpers';

test('AI Assistant: ask, see the verdict card, file the exception, find it at Constitutional Rebellions', async ({
  page,
}) => {
  await registerAndOnboard(page);
  await page.getByRole('link', { name: 'AI Assistant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible();
  // The empty state's examples come from the user's constitution (limit 50 → "We have 50 dependencies").
  await expect(
    page.getByRole('button', { name: 'Can I add chart.js? We have 50 dependencies' }),
  ).toBeVisible();
  await expectAccessible(page, 'AI Assistant, empty');

  const composer = page.getByRole('textbox', { name: 'Your question' });
  await composer.fill('Can I add chart.js? We have 50 dependencies');
  await composer.press('Enter');
  const verdict = page.getByRole('region', { name: 'Verdict: Blocked' });
  await expect(verdict).toContainText('CH-DEP-001');
  await expect(verdict).toContainText('51 dependencies against 50 dependencies');
  await expect(
    page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: 'Can I add chart.js? We have 50 dependencies', exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'AI Assistant, verdict');

  await composer.fill('Ask for an exception for that');
  await composer.press('Enter');
  const filed = page.getByRole('region', { name: 'Exception request' });
  await expect(filed).toContainText('CH-DEP-001');
  await filed.getByRole('link', { name: 'Review it under Constitutional Rebellions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Constitutional Rebellions' })).toBeVisible();
  await expect(page.getByText(/chart\.js/).first()).toBeVisible();
});
