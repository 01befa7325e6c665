import { expect, test } from '@playwright/test';
import { expectAccessible, register } from './helpers';

/** Real server, real calls: every tab runs once against Charter's own engines. */
test.describe('Optimization', () => {
  test('a visitor sees Charter’s own patterns and is invited to sign in', async ({ page }) => {
    await page.goto('/optimization');
    await expect(page.getByRole('heading', { level: 1, name: 'Optimization' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Pattern status' });
    await expect(list.getByText('Content sampling')).toBeVisible();
    await expect(list.getByText('Decision ledger')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Charter’s own success patterns' })).toContainText(
      /\d+ of \d+ patterns active/,
    );
    await expect(page.getByRole('link', { name: 'sign in', exact: true })).toBeVisible();
    await expectAccessible(page, 'the Optimization page, signed out');
  });

  test('a signed-in user runs each of the four tabs', async ({ page }) => {
    // Four tabs and two real resilience runs: past the default 60 s on a busy machine.
    test.slow();
    await register(page);
    await page.getByRole('button', { name: 'Skip onboarding' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
    await page.goto('/optimization');
    await expect(page.getByRole('heading', { level: 1, name: 'Optimization' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'sign in', exact: true })).toHaveCount(0);

    // Hybrid Resilience: the flaky service fails twice, then the third attempt succeeds.
    await page.getByLabel('Service').selectOption('flaky');
    await page.getByLabel('Requests', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Run Test' }).click();
    const resilience = page.getByRole('region', { name: 'Resilience result' });
    await expect(resilience).toBeVisible({ timeout: 10_000 });
    await expect(resilience.getByRole('row')).toHaveCount(5);
    await expect(resilience.getByRole('row').nth(1)).toContainText('HTTP error (500)');
    await expect(resilience.getByRole('row').nth(3)).toContainText('Success (200)');
    await expect(resilience.getByText('Closed', { exact: true })).toBeVisible();
    await expectAccessible(page, 'a resilience result');

    // A real endpoint: the server's own health check (loopback is allowed on this test server).
    const health = new URL('/api/health', page.url()).href;
    await page.getByLabel('Your endpoint (optional)').fill(health);
    await expect(page.getByLabel('Service')).toBeDisabled();
    await page.getByRole('button', { name: 'Run Test' }).click();
    await expect(resilience.getByText(health, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(resilience.getByText(/^min \d+ ms · median \d+ ms · max \d+ ms$/)).toBeVisible();
    await expect(resilience.getByRole('row')).toHaveCount(3);
    await expect(resilience.getByRole('row').nth(1)).toContainText('Success (200)');
    await expectAccessible(page, 'a resilience result of an endpoint');
    await page.getByLabel('Your endpoint (optional)').fill('');

    // Content Sampling: blank is refused, a long document is cut to the budget.
    await page.getByRole('tab', { name: 'Content Sampling' }).click();
    await page.getByRole('button', { name: 'Sample Content' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Content required: Please enter some content to analyze.',
    );
    const document = [
      'OPENING of the document.',
      ...Array.from({ length: 400 }, (_, i) => `Paragraph ${i}: routine meeting notes about the plan.`),
      'ENDING of the document.',
    ].join('\n\n');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill(document);
    await page.getByLabel('Max tokens').fill('1000');
    await page.getByRole('button', { name: 'Sample Content' }).click();
    const sampling = page.getByRole('region', { name: 'Sampling result' });
    await expect(sampling).toBeVisible();
    await expect(sampling).toContainText(`${document.length.toLocaleString('en-US')} characters`);
    const sample = sampling.getByRole('region', { name: 'Sample' });
    await expect(sample).toContainText('OPENING of the document.');
    await expect(sample).toContainText('ENDING of the document.');
    await expect(sample).toContainText('characters omitted');
    await expectAccessible(page, 'a sampling result');

    // Provider Routing: a summary goes to a small model, and the table marks the row.
    await page.getByRole('tab', { name: 'Provider Routing' }).click();
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Summarize the meeting notes for the team.');
    await page.getByLabel('Operation').selectOption('summarization');
    await page.getByRole('button', { name: 'Route Request' }).click();
    const routing = page.getByRole('region', { name: 'Routing result' });
    await expect(routing).toContainText('fast-model');
    await expect(routing).toContainText('Yes');
    await expect(page.getByRole('row', { name: /Summarization \(chosen\)/ })).toBeVisible();
    await expectAccessible(page, 'a routing result');

    // Proactive Analysis: the labelled example has a fetch without a timeout and an image without alt.
    await page.getByRole('tab', { name: 'Proactive Analysis' }).click();
    await page.getByRole('button', { name: 'Analyze Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Codebase required: Please paste some code to analyze.');
    await page.getByRole('button', { name: 'Load Example Code' }).click();
    await page.getByRole('button', { name: 'Analyze Code' }).click();
    const analysis = page.getByRole('region', { name: 'Analysis result' });
    await expect(analysis.getByText('perf/http-timeout-missing')).toBeVisible();
    await expect(analysis.getByText('a11y/img-alt')).toBeVisible();
    await expect(analysis.getByRole('progressbar', { name: 'Confidence' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(analysis.getByText('Prevention actions')).toBeVisible();
    await expectAccessible(page, 'a proactive analysis result');
  });
});
