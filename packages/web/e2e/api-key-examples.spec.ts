import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible, register } from './helpers';

/**
 * The Charter API Keys screen's first curl example answered `warning`. The screen now shows a call
 * the default constitution approves and one it blocks; this sends exactly what is on screen to the real
 * server with a freshly generated key.
 */
test('the Charter API Keys curl examples answer approved, then blocked, on the real server', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  await page.goto('/charter-api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'Charter API Keys' })).toBeVisible();

  await page.getByLabel('Key name', { exact: true }).fill('Example agent');
  await page.getByRole('button', { name: 'Generate API Key' }).click();
  const card = page.getByRole('region', { name: 'Your new API key: Example agent' });
  await card.getByRole('button', { name: 'Show API key' }).click();
  await expect(card.getByTestId('generated-key')).toHaveText(/^charter_sk_/);
  const key = (await card.getByTestId('generated-key').textContent()) ?? '';

  const blocks = page.locator('pre[data-expected]');
  await expect(blocks).toHaveCount(2);
  const answers: string[] = [];
  for (const block of await blocks.all()) {
    const curl = (await block.textContent()) ?? '';
    expect(curl).toContain(`${new URL(page.url()).origin}/api/external/validate`);
    const body = JSON.parse(/-d '(.*)'\s*$/s.exec(curl)?.[1] ?? 'null') as object;
    const response = await page.request.post('/api/external/validate', {
      headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': randomUUID() },
      data: body,
    });
    expect(response.status()).toBe(200);
    const json = (await response.json()) as {
      constitutional_validation: { status: string; violated_rules: unknown[] };
    };
    answers.push(json.constitutional_validation.status);
    expect(json.constitutional_validation.status).toBe(await block.getAttribute('data-expected'));
    if (answers.length === 1) expect(json.constitutional_validation.violated_rules).toEqual([]);
  }
  expect(answers).toEqual(['approved', 'blocked']);
  await expectAccessible(page, 'charter api keys with both examples');
});
