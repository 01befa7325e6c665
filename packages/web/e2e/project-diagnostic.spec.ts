import { expect, type Page, test } from '@playwright/test';
import { makeAnalysis } from '../src/features/project-diagnostic/testing/analysis-fixture';
import { expectAccessible, register } from './helpers';

async function openScreen(page: Page) {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  await page.goto('/project-diagnostic');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Diagnostic' })).toBeVisible();
}

test.describe('Project Diagnostic', () => {
  test('starts empty, with the button disabled until there is a URL', async ({ page }) => {
    await openScreen(page);
    const button = page.getByRole('button', { name: 'Analyze Project' });
    await expect(button).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'No analysis yet' })).toBeVisible();
    await expect(page.getByRole('meter')).toHaveCount(0);
    await expectAccessible(page, 'the empty Project Diagnostic');

    await page.getByLabel('Project URL').fill('   ');
    await expect(button).toBeDisabled();
    await page.getByLabel('Project URL').fill('https://github.com/acme/shop');
    await expect(button).toBeEnabled();
  });

  test('a Replit URL gets the server’s reason with Retry, and no sample diagnostics', async ({ page }) => {
    await openScreen(page);
    const replit = 'https://replit.com/@grace/shop';
    const input = page.getByLabel('Project URL');
    await input.fill(replit);
    await input.press('Enter');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Analysis failed: Replit project URLs cannot be cloned');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(input).toHaveValue(replit);
    await expect(page.getByRole('meter')).toHaveCount(0);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectAccessible(page, 'the Project Diagnostic failure');

    // Retry sends the same URL again and gets the same answer.
    const retried = page.waitForRequest(
      (request) => request.url().endsWith('/api/project/analyze') && request.method() === 'POST',
    );
    await alert.getByRole('button', { name: 'Retry' }).click();
    expect((await retried).postDataJSON()).toMatchObject({ projectUrl: replit });
    await expect(page.getByRole('alert')).toContainText(
      'Analysis failed: Replit project URLs cannot be cloned',
    );
  });

  test('an address that is not a git URL, or a local path, is refused with the reason', async ({ page }) => {
    await openScreen(page);
    const input = page.getByLabel('Project URL');
    await input.fill('not a repository');
    await page.getByRole('button', { name: 'Analyze Project' }).click();
    await expect(page.getByRole('alert')).toContainText('Analysis failed: "not a repository" is not a URL');

    await input.fill('/etc');
    await page.getByRole('button', { name: 'Analyze Project' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Analysis failed: Local paths and file:// URLs can be analyzed only when the server runs with CHARTER_ALLOW_LOCAL_PATHS=1',
    );
  });

  test('renders a finished analysis: health, the three tabs, the source and the downloads', async ({
    page,
  }) => {
    // The e2e server cannot reach a git host, so the answer is faked at the network boundary; it is a real
    // scan of a small in-memory project by core's scanner (the unit tests' fixture).
    const analysis = makeAnalysis();
    await page.route('**/api/project/analyze', (route) =>
      route.fulfill({ status: 200, json: { success: true, analysis } }),
    );
    await openScreen(page);
    await page.getByLabel('Project URL').fill('https://github.com/acme/shop');
    await page.getByRole('button', { name: 'Analyze Project' }).click();

    const health = page.getByRole('meter', { name: 'Overall health' });
    // With Accessibility critical the overall cannot read "Good": the mean (75) is capped at 59.
    await expect(health).toHaveAttribute('aria-valuetext', '59 out of 100: Needs attention');
    await expect(page.getByRole('status')).toHaveText(
      'Analysis complete. Overall health 59 out of 100: Needs attention. Performance has 1 call not judged.',
    );
    await expect(page.getByRole('article', { name: 'Accessibility' })).toContainText('Critical');
    await expect(page.getByText(/How it is computed: Mean of the 4 categories/)).toContainText(
      'Capped at 59 because Accessibility is critical',
    );
    await expect(
      page.getByText(/CHARTER_ALLOW_LOCAL_PATHS=1\. Tests and benchmarks are left out/),
    ).toBeVisible();
    await expectAccessible(page, 'the Project Diagnostic overview');

    const overview = page.getByRole('tab', { name: 'Overview' });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Recommendations' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Recommendations' })).toContainText('Priority 1');
    await expectAccessible(page, 'the Project Diagnostic recommendations');

    await page.keyboard.press('ArrowRight');
    const details = page.getByRole('tabpanel', { name: 'Detailed Analysis' });
    await expect(details).toContainText('src/app.tsx:7:');
    await expectAccessible(page, 'the Project Diagnostic detailed analysis');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SARIF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('charter-diagnostic-shop.sarif');
  });
});
